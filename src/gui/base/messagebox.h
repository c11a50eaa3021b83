// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QMessageBox>
#include <QString>
#include <utility>

// Modal questions go through here so that tests can answer them in advance (KeePassXC's
// MessageBox): a queued answer is returned without showing anything.
class MessageBox
{
    Q_DECLARE_TR_FUNCTIONS(MessageBox)
public:
    using Button = QMessageBox::StandardButton;
    using Buttons = QMessageBox::StandardButtons;
    using ButtonTexts = QList<std::pair<Button, QString>>; // relabel standard buttons ("Overwrite")

    static Button question(QWidget *parent, const QString &title, const QString &text, Buttons buttons,
                           Button defaultButton, const ButtonTexts &texts = {});
    static Button warning(QWidget *parent, const QString &title, const QString &text, Buttons buttons,
                          Button defaultButton, const ButtonTexts &texts = {});

    // Tests: the next box returns `answer` without being shown. Answers queue up in order.
    static void setNextAnswer(Button answer);
    static void clearAnswers();
    static int askedCount(); // boxes asked since the last clearAnswers()
    static QString lastText(); // the text of the last box asked

private:
    static Button ask(QMessageBox::Icon icon, QWidget *parent, const QString &title, const QString &text,
                      Buttons buttons, Button defaultButton, const ButtonTexts &texts);
};
