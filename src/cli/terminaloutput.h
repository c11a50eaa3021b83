// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QIODevice>
#include <cstdio>

// Standard output or error as a device: on a terminal, what the command prints passes through
// TerminalText (a run's text cannot drive the terminal); to a file or pipe, byte for byte.
class TerminalOutput : public QIODevice
{
public:
    static TerminalOutput &standardOutput();
    static TerminalOutput &standardError();
    // Standard output without the filter, for a report that paints its own colour codes and makes the
    // run's text in it inert itself (GateReportJson::writeText in colour).
    static TerminalOutput &paintedOutput();

    void writeBytes(QByteArrayView bytes);
    // Writes what a cut sequence held back and flushes; called once the command is done.
    void finish();
    ~TerminalOutput() override;

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *data, qint64 length) override;

private:
    TerminalOutput(FILE *file, bool filter);

    FILE *m_file;
    bool m_filter;
    QByteArray m_pending;
};
