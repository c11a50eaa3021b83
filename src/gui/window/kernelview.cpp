// SPDX-License-Identifier: MIT
#include "window/kernelview.h"

#include "base/runread.h"

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/SyntaxHighlighter>
#include <KSyntaxHighlighting/Theme>
#include <QEvent>
#include <QFile>
#include <QFontDatabase>

KernelView::KernelView(KSyntaxHighlighting::Repository *repository, QWidget *parent)
    : QPlainTextEdit(parent)
    , m_repository(repository)
    , m_highlighter(new KSyntaxHighlighting::SyntaxHighlighter(document()))
{
    setReadOnly(true);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_highlighter->setDefinition(m_repository->definitionForName(QStringLiteral("Python")));
    applyTheme();
}

QString KernelView::definitionName() const
{
    return m_highlighter->definition().name();
}

void KernelView::applyTheme()
{
    const bool dark = palette().color(QPalette::Base).lightness() < 128;
    const auto theme = m_repository->defaultTheme(dark ? KSyntaxHighlighting::Repository::DarkTheme
                                                       : KSyntaxHighlighting::Repository::LightTheme);
    m_highlighter->setTheme(theme);
    m_highlighter->rehighlight();
}

void KernelView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        applyTheme();
    QPlainTextEdit::changeEvent(event);
}

bool KernelView::showFile(const QString &absolutePath, QString *error)
{
    const RunRead::Result read = RunRead::read(QString(), absolutePath, RunRead::MaxKernelBytes);
    if (!read.ok()) {
        if (error)
            *error = read.reason.isEmpty() ? tr("The file does not exist.") : read.reason;
        return false;
    }
    m_path = absolutePath;
    setPlainText(QString::fromUtf8(read.bytes));
    return true;
}
