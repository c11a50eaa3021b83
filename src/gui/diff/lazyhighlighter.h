// SPDX-License-Identifier: MIT
#pragma once

#include <KSyntaxHighlighting/AbstractHighlighter>
#include <KSyntaxHighlighting/State>
#include <QHash>
#include <QObject>
#include <QTextCharFormat>
#include <QTextLayout>
#include <vector>

class QTextDocument;

namespace KSyntaxHighlighting {
class Repository;
}

// Syntax highlighting that only formats the blocks on screen. QSyntaxHighlighter formats the whole
// document up front, which stalls on a 20,000-line file; here the per-line states are computed up
// to the last visible block (cheap, no formats kept) and formats are applied to visible blocks only.
class LazyHighlighter : public QObject, public KSyntaxHighlighting::AbstractHighlighter
{
    Q_OBJECT
    Q_INTERFACES(KSyntaxHighlighting::AbstractHighlighter)
public:
    LazyHighlighter(QTextDocument *document, KSyntaxHighlighting::Repository *repository);

    void setDefinitionName(const QString &name); // "Python"
    void setDark(bool dark);
    // Formats blocks first..last (block numbers); returns true when any block got new formats.
    bool highlight(int firstBlock, int lastBlock);
    void invalidate(int fromBlock = 0);
    // Advances the known line states by up to `blocks` blocks without formatting anything, so that
    // a later jump far down does not stall; returns true while there is more to do.
    bool precompute(int blocks);
    int formattedBlockCount() const; // for tests: how many blocks carry formats

protected:
    void applyFormat(int offset, int length, const KSyntaxHighlighting::Format &format) override;

private:
    void onContentsChange(int position, int removed, int added);
    QTextCharFormat charFormat(const KSyntaxHighlighting::Format &format);

    QTextDocument *m_document;
    KSyntaxHighlighting::Repository *m_repository;
    std::vector<KSyntaxHighlighting::State> m_states; // state at the end of each block
    int m_validStates = 0;
    std::vector<char> m_formatted;
    QList<QTextLayout::FormatRange> m_ranges;
    bool m_collect = false;
    bool m_applying = false;
    QHash<int, QTextCharFormat> m_formats;
};
