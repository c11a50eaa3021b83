// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>
#include <memory>

namespace Ui {
class SettingsDialog;
}
class Settings;

// Language, theme, noise threshold, default gate profile, session restore. Applied on OK.
class SettingsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit SettingsDialog(Settings *settings, QWidget *parent = nullptr);
    ~SettingsDialog() override;

    void apply();
    Ui::SettingsDialog *ui() const { return m_ui.get(); }

private:
    std::unique_ptr<Ui::SettingsDialog> m_ui;
    Settings *m_settings;
};
