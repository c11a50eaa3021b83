// SPDX-License-Identifier: MIT
#include "diff/diffpairbar.h"

#include <QAction>
#include <QButtonGroup>
#include <QComboBox>
#include <QLabel>
#include <QToolButton>

DiffPairBar::DiffPairBar(QWidget *parent)
    : QToolBar(parent)
    , m_label(new QLabel)
    , m_group(new QButtonGroup(this))
    , m_leftCombo(new QComboBox)
    , m_rightCombo(new QComboBox)
{
    setObjectName(QStringLiteral("diffPairToolBar"));
    addWidget(m_label);
    static const char *const names[]
        = {"parentPairButton", "baselinePairButton", "roundBestPairButton", "finalPairButton"};
    for (int i = 0; i < 4; ++i) {
        auto *b = new QToolButton;
        b->setObjectName(QLatin1String(names[i]));
        b->setCheckable(true);
        b->setAutoRaise(true);
        m_group->addButton(b, int(Kinds[i]));
        addWidget(b);
    }
    m_group->setExclusive(false); // a chosen pair of files unchecks all
    connect(m_group, &QButtonGroup::idClicked, this, [this](int id) {
        showPair(m_pair); // the button state follows what is shown, not the click
        Q_EMIT kindRequested(DiffPairKind(id));
    });
    addSeparator();
    m_leftCombo->setObjectName(QStringLiteral("leftFileComboBox"));
    m_rightCombo->setObjectName(QStringLiteral("rightFileComboBox"));
    for (QComboBox *combo : {m_leftCombo, m_rightCombo}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        combo->setMinimumContentsLength(24);
        connect(combo, &QComboBox::activated, this, [this] {
            const QString left = m_leftCombo->currentData().toString();
            const QString right = m_rightCombo->currentData().toString();
            showPair(m_pair); // back on the shown pair until the new one is shown
            Q_EMIT filesRequested(left, right);
        });
    }
    addWidget(m_leftCombo);
    m_swapAction = addAction(QString());
    m_swapAction->setObjectName(QStringLiteral("swapSidesAction"));
    m_swapAction->setShortcut(QKeySequence(Qt::ALT | Qt::Key_X)); // Alt+S opens the Settings menu
    connect(m_swapAction, &QAction::triggered, this, &DiffPairBar::swapRequested);
    addWidget(m_rightCombo);
    retranslate();
}

QToolButton *DiffPairBar::button(DiffPairKind kind) const
{
    return qobject_cast<QToolButton *>(m_group->button(int(kind)));
}

void DiffPairBar::retranslate()
{
    m_label->setText(tr("Compare with:") + u' ');
    const QString texts[] = {tr("Parent"), tr("Baseline"), tr("Round best"), tr("Final")};
    for (int i = 0; i < 4; ++i)
        button(Kinds[i])->setText(texts[i]);
    m_leftCombo->setToolTip(tr("Left side: the reference"));
    m_rightCombo->setToolTip(tr("Right side: the file under review (the side Edit changes)"));
    m_swapAction->setText(tr("⇄ Swap"));
    m_swapAction->setToolTip(
        tr("Swap the sides (%1)").arg(m_swapAction->shortcut().toString(QKeySequence::NativeText)));
    showPair(m_pair);
}

void DiffPairBar::setResolver(const DiffPairResolver *resolver)
{
    m_resolver = resolver;
    populate();
    showPair(m_pair);
}

void DiffPairBar::showPair(const DiffPair &pair)
{
    m_pair = pair;
    const QString tips[] = {tr("The selected candidate against its parent in the lineage"),
                            tr("The selected candidate against the baseline kernel (../{op}.py)"),
                            tr("The selected candidate against the current best its round ended with"),
                            tr("The selected candidate against the final kernel ({op}.py)")};
    for (int i = 0; i < 4; ++i) {
        QToolButton *b = button(Kinds[i]);
        const DiffPair offered
            = m_resolver && pair.right.isValid() ? m_resolver->pair(Kinds[i], pair.right) : DiffPair();
        b->setEnabled(offered.isValid());
        b->setChecked(pair.isValid() && pair.kind == Kinds[i]);
        b->setToolTip(tips[i] + u'\n' + (offered.isValid() ? offered.left.label() : offered.note));
    }

    const QSignalBlocker blockLeft(m_leftCombo);
    const QSignalBlocker blockRight(m_rightCombo);
    auto select = [](QComboBox *combo, const DiffSide &side) {
        int index = combo->findData(side.relativePath);
        if (index < 0 && side.isValid()) {
            combo->addItem(side.label(), side.relativePath); // a file that is not a kernel variant
            index = combo->count() - 1;
        }
        combo->setCurrentIndex(index);
    };
    select(m_leftCombo, pair.left);
    select(m_rightCombo, pair.right);
}

void DiffPairBar::populate()
{
    const QSignalBlocker blockLeft(m_leftCombo);
    const QSignalBlocker blockRight(m_rightCombo);
    m_leftCombo->clear();
    m_rightCombo->clear();
    if (!m_resolver)
        return;
    for (const DiffSide &side : m_resolver->sides()) {
        m_leftCombo->addItem(side.label(), side.relativePath);
        m_rightCombo->addItem(side.label(), side.relativePath);
    }
}
