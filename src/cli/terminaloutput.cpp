// SPDX-License-Identifier: MIT
#include "terminaloutput.h"

#include "base/terminaltext.h"

#include <unistd.h>

TerminalOutput::TerminalOutput(FILE *file, bool filter)
    : m_file(file)
    , m_filter(filter)
{
    open(QIODevice::WriteOnly | QIODevice::Unbuffered);
}

TerminalOutput::~TerminalOutput()
{
    finish();
}

TerminalOutput &TerminalOutput::standardOutput()
{
    static TerminalOutput out(stdout, isatty(STDOUT_FILENO) == 1);
    return out;
}

TerminalOutput &TerminalOutput::paintedOutput()
{
    static TerminalOutput painted(stdout, false);
    return painted;
}

TerminalOutput &TerminalOutput::standardError()
{
    static TerminalOutput err(stderr, isatty(STDERR_FILENO) == 1);
    return err;
}

void TerminalOutput::writeBytes(QByteArrayView bytes)
{
    if (!m_filter) {
        std::fwrite(bytes.data(), 1, size_t(bytes.size()), m_file);
        return;
    }
    const QByteArray shown = TerminalText::filter(bytes, &m_pending);
    std::fwrite(shown.constData(), 1, size_t(shown.size()), m_file);
}

void TerminalOutput::finish()
{
    if (!m_pending.isEmpty()) {
        const QByteArray rest = TerminalText::finish(&m_pending);
        std::fwrite(rest.constData(), 1, size_t(rest.size()), m_file);
    }
    std::fflush(m_file); // QTextStream::flush() reaches the FILE only, not the descriptor
}

qint64 TerminalOutput::writeData(const char *data, qint64 length)
{
    writeBytes(QByteArrayView(data, length));
    return length;
}
