// SPDX-License-Identifier: MIT
#pragma once

#include <QWizardPage>
#include <memory>

namespace Ui {
class ReviewPhasePage;
}
class ChecklistModel;
class ChecklistReview;
class QTimer;

// One workflow phase: its checklist items with their automatic verdicts; for the selected item the
// verdict's summary and evidence (activating a line asks the workbench to show it), the reviewer's
// tick, an override with its reason, and a note.
class ReviewPhasePage : public QWizardPage
{
    Q_OBJECT
public:
    ReviewPhasePage(ChecklistReview *review, int phase, QWidget *parent = nullptr);
    ~ReviewPhasePage() override;

    Ui::ReviewPhasePage *ui() const { return m_ui.get(); }
    ChecklistModel *model() const { return m_model; }
    int phase() const { return m_phase; }
    QString currentItemId() const;
    void selectItem(const QString &itemId);
    void retranslate();
    void cleanupPage() override;
    bool validatePage() override;

Q_SIGNALS:
    void showEvidence(const QString &file, int line);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void showItem();
    void applyOverride();
    void saveNote();

    std::unique_ptr<Ui::ReviewPhasePage> m_ui;
    ChecklistReview *m_review;
    int m_phase;
    ChecklistModel *m_model;
    QTimer *m_noteTimer;
    QString m_shownItem;
};
