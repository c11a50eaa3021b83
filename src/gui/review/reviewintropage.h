// SPDX-License-Identifier: MIT
#pragma once

#include <QWizardPage>
#include <memory>

namespace Ui {
class ReviewIntroPage;
}
class ChecklistReview;

// The wizard's first page: which run, its generation, its records and gates, and who reviews it.
class ReviewIntroPage : public QWizardPage
{
    Q_OBJECT
public:
    explicit ReviewIntroPage(ChecklistReview *review, QWidget *parent = nullptr);
    ~ReviewIntroPage() override;

    Ui::ReviewIntroPage *ui() const { return m_ui.get(); }
    void retranslate();
    bool validatePage() override;

private:
    void fill();

    std::unique_ptr<Ui::ReviewIntroPage> m_ui;
    ChecklistReview *m_review;
};
