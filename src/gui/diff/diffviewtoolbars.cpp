// SPDX-License-Identifier: MIT
// The diff editor's tool bars and their texts.
#include "diff/diffview.h"

#include "diff/diffeditor.h"
#include "diff/diffpairbar.h"
#include "diff/diffpanes.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QToolBar>

void DiffView::buildToolBars()
{
    connect(m_pairBar, &DiffPairBar::kindRequested, this, &DiffView::showPairKind);
    connect(m_pairBar, &DiffPairBar::filesRequested, this, &DiffView::showPair);
    connect(m_pairBar, &DiffPairBar::swapRequested, this, &DiffView::swapSides);

    auto *viewBar = new QToolBar;
    viewBar->setObjectName(QStringLiteral("diffViewToolBar"));
    viewBar->addWidget(m_algorithmCombo);
    m_algorithmCombo->addItem(QString(), int(DiffOptions::Algorithm::Patience));
    m_algorithmCombo->addItem(QString(), int(DiffOptions::Algorithm::Minimal));
    m_algorithmCombo->addItem(QString(), int(DiffOptions::Algorithm::Myers));
    m_intraLineCombo->addItem(QString(), int(DiffOptions::IntraLine::Words));
    m_intraLineCombo->addItem(QString(), int(DiffOptions::IntraLine::Characters));
    m_intraLineCombo->addItem(QString(), int(DiffOptions::IntraLine::Off));
    viewBar->addWidget(m_intraLineCombo);
    auto addToggle = [&](const char *name) {
        QAction *action = viewBar->addAction(QString());
        action->setObjectName(QLatin1String(name));
        action->setCheckable(true);
        return action;
    };
    m_whitespaceAction = addToggle("ignoreWhitespaceAction");
    m_blankLinesAction = addToggle("ignoreBlankLinesAction");
    viewBar->addSeparator();
    m_foldAction = addToggle("foldAction");
    m_foldAction->setChecked(true);
    viewBar->addWidget(m_contextLabel);
    m_contextSpin->setRange(0, 50);
    m_contextSpin->setValue(3);
    viewBar->addWidget(m_contextSpin);
    m_inlineAction = addToggle("inlineAction");
    m_inlineAction->setShortcut(QKeySequence(Qt::ALT | Qt::Key_I));
    viewBar->addSeparator();
    m_previousAction = viewBar->addAction(QString());
    m_previousAction->setObjectName(QStringLiteral("previousChangeAction"));
    // Alt+↑/↓ walk the candidates (Go menu); the changes have F8 and Alt+PgUp/PgDown.
    m_previousAction->setShortcuts({QKeySequence(Qt::SHIFT | Qt::Key_F8), QKeySequence(Qt::ALT | Qt::Key_PageUp)});
    m_nextAction = viewBar->addAction(QString());
    m_nextAction->setObjectName(QStringLiteral("nextChangeAction"));
    m_nextAction->setShortcuts({QKeySequence(Qt::Key_F8), QKeySequence(Qt::ALT | Qt::Key_PageDown)});
    viewBar->addSeparator();
    m_editAction = addToggle("editAction");
    m_editAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_saveAction = viewBar->addAction(QString());
    m_saveAction->setObjectName(QStringLiteral("saveAction"));
    m_saveAction->setShortcut(QKeySequence::Save);
    m_undoAction = viewBar->addAction(QString());
    m_undoAction->setObjectName(QStringLiteral("undoAction"));
    m_redoAction = viewBar->addAction(QString());
    m_redoAction->setObjectName(QStringLiteral("redoAction"));
    viewBar->addSeparator();
    m_exportPatchAction = viewBar->addAction(QString());
    m_exportPatchAction->setObjectName(QStringLiteral("exportPatchAction"));
    m_exportHtmlAction = viewBar->addAction(QString());
    m_exportHtmlAction->setObjectName(QStringLiteral("exportHtmlAction"));
    m_saveAction->setEnabled(false);
    m_undoAction->setEnabled(false);
    m_redoAction->setEnabled(false);

    for (QAction *action :
         {m_pairBar->swapAction(), m_inlineAction, m_previousAction, m_nextAction, m_editAction, m_saveAction}) {
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(action); // shortcuts work wherever the focus is inside the view
    }

    auto optionsChanged = [this] {
        if (m_pair.isValid())
            startDiff(false);
    };
    connect(m_algorithmCombo, &QComboBox::currentIndexChanged, this, optionsChanged);
    connect(m_intraLineCombo, &QComboBox::currentIndexChanged, this, optionsChanged);
    connect(m_whitespaceAction, &QAction::toggled, this, optionsChanged);
    connect(m_blankLinesAction, &QAction::toggled, this, optionsChanged);
    connect(m_foldAction, &QAction::toggled, this, [this](bool on) { setFolding(on, m_contextSpin->value()); });
    connect(m_contextSpin, &QSpinBox::valueChanged, this, [this](int n) { setFolding(m_foldAction->isChecked(), n); });
    connect(m_inlineAction, &QAction::toggled, this, &DiffView::setInline);
    connect(m_previousAction, &QAction::triggered, this, [this] {
        if (!m_panes->goToPreviousChange())
            Q_EMIT statusMessage(tr("No earlier change"));
    });
    connect(m_nextAction, &QAction::triggered, this, [this] {
        if (!m_panes->goToNextChange())
            Q_EMIT statusMessage(tr("No later change"));
    });
    connect(m_editAction, &QAction::toggled, this, &DiffView::setEditing);
    connect(m_saveAction, &QAction::triggered, this, &DiffView::save);
    connect(m_undoAction, &QAction::triggered, m_panes->rightEditor(), &QPlainTextEdit::undo);
    connect(m_redoAction, &QAction::triggered, m_panes->rightEditor(), &QPlainTextEdit::redo);
    connect(m_exportPatchAction, &QAction::triggered, this, [this] { exportWithDialog(false); });
    connect(m_exportHtmlAction, &QAction::triggered, this, [this] { exportWithDialog(true); });
    m_viewBar = viewBar;
}

void DiffView::retranslate()
{
    m_pairBar->retranslate();
    m_algorithmCombo->setItemText(0, tr("Patience"));
    m_algorithmCombo->setItemText(1, tr("Minimal"));
    m_algorithmCombo->setItemText(2, tr("Myers"));
    m_algorithmCombo->setToolTip(tr("Line diff algorithm (libgit2)"));
    m_intraLineCombo->setItemText(0, tr("Words"));
    m_intraLineCombo->setItemText(1, tr("Characters"));
    m_intraLineCombo->setItemText(2, tr("No intra-line"));
    m_intraLineCombo->setToolTip(tr("How changes inside a line are marked"));
    m_whitespaceAction->setText(tr("Ignore whitespace"));
    m_blankLinesAction->setText(tr("Ignore blank lines"));
    m_foldAction->setText(tr("Fold unchanged"));
    m_contextLabel->setText(u' ' + tr("Context:") + u' ');
    m_contextSpin->setToolTip(tr("Unchanged lines kept around each change when folding"));
    m_inlineAction->setText(tr("Inline"));
    m_inlineAction->setToolTip(tr("One pane with removed and added lines interleaved (%1)")
                                   .arg(m_inlineAction->shortcut().toString(QKeySequence::NativeText)));
    m_previousAction->setText(tr("▲ Previous"));
    m_previousAction->setToolTip(tr("Previous change (Shift+F8, Alt+PgUp)"));
    m_nextAction->setText(tr("▼ Next"));
    m_nextAction->setToolTip(tr("Next change (F8, Alt+PgDown)"));
    m_editAction->setText(tr("Edit"));
    m_editAction->setToolTip(tr("Edit the right side; nothing is written until you save (Ctrl+E)"));
    m_saveAction->setText(tr("Save"));
    m_undoAction->setText(tr("Undo"));
    m_redoAction->setText(tr("Redo"));
    m_exportPatchAction->setText(tr("Export patch…"));
    m_exportHtmlAction->setText(tr("Export HTML…"));
    m_parametersLabel->setText(QStringLiteral("<b>") + tr("Changed parameters") + QStringLiteral("</b>"));
    m_showUnchanged->setText(tr("Show unchanged"));
}

void DiffView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}
