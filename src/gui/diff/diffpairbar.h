// SPDX-License-Identifier: MIT
#pragma once

#include "diff/diffpairresolver.h"

#include <QToolBar>

class QButtonGroup;
class QComboBox;
class QLabel;
class QToolButton;

// What is compared: one button per lineage reference (parent, baseline, current best of the
// round, final) for the right-hand candidate, the two files as combo boxes, and swapping sides.
class DiffPairBar : public QToolBar
{
    Q_OBJECT
public:
    explicit DiffPairBar(QWidget *parent = nullptr);

    void setResolver(const DiffPairResolver *resolver); // not owned; null = nothing to offer
    void showPair(const DiffPair &pair); // buttons and combos follow the shown pair
    void retranslate();

    QToolButton *button(DiffPairKind kind) const;
    QComboBox *leftCombo() const { return m_leftCombo; }
    QComboBox *rightCombo() const { return m_rightCombo; }
    QAction *swapAction() const { return m_swapAction; }

    static constexpr DiffPairKind Kinds[]
        = {DiffPairKind::Parent, DiffPairKind::Baseline, DiffPairKind::RoundBest, DiffPairKind::Final};

Q_SIGNALS:
    void kindRequested(DiffPairKind kind);
    void filesRequested(const QString &leftRelativePath, const QString &rightRelativePath);
    void swapRequested();

private:
    void populate();

    const DiffPairResolver *m_resolver = nullptr;
    DiffPair m_pair;
    QLabel *m_label;
    QButtonGroup *m_group;
    QComboBox *m_leftCombo;
    QComboBox *m_rightCombo;
    QAction *m_swapAction;
};
