// SPDX-License-Identifier: MIT
#pragma once

#include <QPlainTextEdit>

namespace KSyntaxHighlighting {
class Repository;
class SyntaxHighlighter;
}

// A read-only view of one kernel file, highlighted as Python. The file is only read, never run.
class KernelView : public QPlainTextEdit
{
    Q_OBJECT
public:
    explicit KernelView(KSyntaxHighlighting::Repository *repository, QWidget *parent = nullptr);

    bool showFile(const QString &absolutePath, QString *error = nullptr);
    QString shownFile() const { return m_path; }
    QString definitionName() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyTheme();

    KSyntaxHighlighting::Repository *m_repository;
    KSyntaxHighlighting::SyntaxHighlighter *m_highlighter;
    QString m_path;
};
