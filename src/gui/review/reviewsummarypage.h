// SPDX-License-Identifier: MIT
#pragma once

#include <QWizardPage>
#include <memory>

namespace Ui {
class ReviewSummaryPage;
}
class ChecklistReview;
class ExportActions;
class QTimer;

// The wizard's last page: the counts, what still needs attention (failures, unticked manual
// items, overrides), the closing remarks, and the exports (through ExportActions).
class ReviewSummaryPage : public QWizardPage
{
    Q_OBJECT
public:
    ReviewSummaryPage(ChecklistReview *review, ExportActions *exports, QWidget *parent = nullptr);
    ~ReviewSummaryPage() override;

    Ui::ReviewSummaryPage *ui() const { return m_ui.get(); }
    void initializePage() override;
    bool validatePage() override;
    void retranslate();

Q_SIGNALS:
    void itemActivated(const QString &itemId); // a row of the attention list

private:
    void fill();
    void saveRemarks();

    std::unique_ptr<Ui::ReviewSummaryPage> m_ui;
    ChecklistReview *m_review;
    ExportActions *m_exports;
    QTimer *m_remarksTimer;
};
