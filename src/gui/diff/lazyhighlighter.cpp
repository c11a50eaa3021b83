// SPDX-License-Identifier: MIT
#include "diff/lazyhighlighter.h"

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Format>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/Theme>
#include <QTextBlock>
#include <QTextDocument>
#include <algorithm>

LazyHighlighter::LazyHighlighter(QTextDocument *document, KSyntaxHighlighting::Repository *repository)
    : QObject(document)
    , m_document(document)
    , m_repository(repository)
{
    connect(document, &QTextDocument::contentsChange, this, &LazyHighlighter::onContentsChange);
}

void LazyHighlighter::setDefinitionName(const QString &name)
{
    setDefinition(m_repository->definitionForName(name));
    invalidate();
}

void LazyHighlighter::setDark(bool dark)
{
    setTheme(m_repository->defaultTheme(dark ? KSyntaxHighlighting::Repository::DarkTheme
                                             : KSyntaxHighlighting::Repository::LightTheme));
    m_formats.clear();
    invalidate();
}

void LazyHighlighter::invalidate(int fromBlock)
{
    fromBlock = std::max(0, fromBlock);
    m_validStates = std::min(m_validStates, fromBlock);
    const size_t blocks = size_t(m_document->blockCount());
    m_formatted.resize(blocks, 0);
    m_states.resize(blocks);
    std::fill(m_formatted.begin() + std::min(size_t(fromBlock), blocks), m_formatted.end(), 0);
}

int LazyHighlighter::formattedBlockCount() const
{
    return int(std::count(m_formatted.cbegin(), m_formatted.cend(), 1));
}

void LazyHighlighter::onContentsChange(int position, int, int)
{
    if (m_applying)
        return;
    invalidate(m_document->findBlock(position).blockNumber());
}

QTextCharFormat LazyHighlighter::charFormat(const KSyntaxHighlighting::Format &format)
{
    const auto it = m_formats.constFind(format.id());
    if (it != m_formats.cend())
        return *it;
    QTextCharFormat f;
    const KSyntaxHighlighting::Theme t = theme();
    if (format.hasTextColor(t))
        f.setForeground(format.textColor(t));
    if (format.isBold(t))
        f.setFontWeight(QFont::Bold);
    if (format.isItalic(t))
        f.setFontItalic(true);
    if (format.isUnderline(t))
        f.setFontUnderline(true);
    if (format.isStrikeThrough(t))
        f.setFontStrikeOut(true);
    // No background: the diff's own tints must stay readable.
    m_formats.insert(format.id(), f);
    return f;
}

void LazyHighlighter::applyFormat(int offset, int length, const KSyntaxHighlighting::Format &format)
{
    if (!m_collect || length == 0 || format.isDefaultTextStyle(theme()))
        return;
    QTextLayout::FormatRange range;
    range.start = offset;
    range.length = length;
    range.format = charFormat(format);
    m_ranges.append(range);
}

bool LazyHighlighter::highlight(int firstBlock, int lastBlock)
{
    if (!definition().isValid())
        return false;
    const int blocks = m_document->blockCount();
    if (m_formatted.size() != size_t(blocks))
        invalidate(std::min(int(m_formatted.size()), blocks));
    lastBlock = std::min(lastBlock, blocks - 1);
    firstBlock = std::max(0, firstBlock);
    bool any = false;
    for (int b = firstBlock; b <= lastBlock && !any; ++b)
        any = !m_formatted[size_t(b)];
    if (!any)
        return false;

    int dirtyFrom = -1, dirtyTo = -1;
    const int start = std::min(m_validStates, firstBlock);
    QTextBlock block = m_document->findBlockByNumber(start);
    for (int b = start; b <= lastBlock && block.isValid(); ++b, block = block.next()) {
        const bool visible = b >= firstBlock;
        if (b < m_validStates && (!visible || m_formatted[size_t(b)]))
            continue; // state known and nothing to paint
        const KSyntaxHighlighting::State previous = b == 0 ? KSyntaxHighlighting::State() : m_states[size_t(b - 1)];
        m_collect = visible;
        m_ranges.clear();
        const KSyntaxHighlighting::State next = highlightLine(block.text(), previous);
        m_collect = false;
        if (b < m_validStates) {
            if (!(next == m_states[size_t(b)])) {
                // Everything after was computed from another state.
                m_validStates = b + 1;
                std::fill(m_formatted.begin() + b + 1, m_formatted.end(), 0);
            }
        } else {
            m_validStates = b + 1; // blocks past the valid states were never formatted
        }
        m_states[size_t(b)] = next;
        if (visible) {
            m_applying = true;
            block.layout()->setFormats(m_ranges);
            m_applying = false;
            m_formatted[size_t(b)] = 1;
            if (dirtyFrom < 0)
                dirtyFrom = block.position();
            dirtyTo = block.position() + block.length();
        }
    }
    if (dirtyFrom >= 0) {
        m_applying = true;
        m_document->markContentsDirty(dirtyFrom, dirtyTo - dirtyFrom);
        m_applying = false;
    }
    return dirtyFrom >= 0;
}

bool LazyHighlighter::precompute(int blocks)
{
    const int total = m_document->blockCount();
    if (!definition().isValid() || m_validStates >= total)
        return false;
    if (m_formatted.size() != size_t(total))
        invalidate(std::min(int(m_formatted.size()), total));
    QTextBlock block = m_document->findBlockByNumber(m_validStates);
    const int stop = std::min(total, m_validStates + blocks);
    for (int b = m_validStates; b < stop && block.isValid(); ++b, block = block.next()) {
        const KSyntaxHighlighting::State previous = b == 0 ? KSyntaxHighlighting::State() : m_states[size_t(b - 1)];
        m_states[size_t(b)] = highlightLine(block.text(), previous);
        m_validStates = b + 1;
    }
    return m_validStates < total;
}
