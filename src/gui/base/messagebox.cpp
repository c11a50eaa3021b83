// SPDX-License-Identifier: MIT
#include "base/messagebox.h"

#include <QAbstractButton>

namespace {

struct Answers
{
    QList<MessageBox::Button> queue;
    int asked = 0;
    QString lastText;
};

Answers &answers()
{
    static Answers a;
    return a;
}

} // namespace

MessageBox::Button MessageBox::ask(QMessageBox::Icon icon, QWidget *parent, const QString &title, const QString &text,
                                   Buttons buttons, Button defaultButton, const ButtonTexts &texts)
{
    Answers &a = answers();
    ++a.asked;
    a.lastText = text;
    if (!a.queue.isEmpty())
        return a.queue.takeFirst();
    QMessageBox box(icon, title, text, buttons, parent);
    box.setDefaultButton(defaultButton);
    for (const auto &[button, label] : texts)
        if (QAbstractButton *b = box.button(button))
            b->setText(label);
    return Button(box.exec());
}

MessageBox::Button MessageBox::question(QWidget *parent, const QString &title, const QString &text, Buttons buttons,
                                        Button defaultButton, const ButtonTexts &texts)
{
    return ask(QMessageBox::Question, parent, title, text, buttons, defaultButton, texts);
}

MessageBox::Button MessageBox::warning(QWidget *parent, const QString &title, const QString &text, Buttons buttons,
                                       Button defaultButton, const ButtonTexts &texts)
{
    return ask(QMessageBox::Warning, parent, title, text, buttons, defaultButton, texts);
}

void MessageBox::setNextAnswer(Button answer)
{
    answers().queue.append(answer);
}

void MessageBox::clearAnswers()
{
    answers() = Answers();
}

int MessageBox::askedCount()
{
    return answers().asked;
}

QString MessageBox::lastText()
{
    return answers().lastText;
}
