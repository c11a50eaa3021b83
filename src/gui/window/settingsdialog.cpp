// SPDX-License-Identifier: MIT
#include "window/settingsdialog.h"

#include "base/settings.h"
#include "ui_settingsdialog.h"

SettingsDialog::SettingsDialog(Settings *settings, QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::SettingsDialog>())
    , m_settings(settings)
{
    m_ui->setupUi(this);
    m_ui->languageComboBox->addItem(tr("System"), QString());
    m_ui->languageComboBox->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_ui->languageComboBox->addItem(QStringLiteral("简体中文"), QStringLiteral("zh_CN"));
    m_ui->themeComboBox->addItem(tr("System"), QStringLiteral("system"));
    m_ui->themeComboBox->addItem(tr("Light"), QStringLiteral("light"));
    m_ui->themeComboBox->addItem(tr("Dark"), QStringLiteral("dark"));
    m_ui->gateProfileComboBox->addItem(tr("Strict review"), QStringLiteral("strict"));
    m_ui->gateProfileComboBox->addItem(tr("Workflow gate 4 (parity)"), QStringLiteral("workflow"));

    m_ui->languageComboBox->setCurrentIndex(std::max(0, m_ui->languageComboBox->findData(settings->language())));
    m_ui->themeComboBox->setCurrentIndex(std::max(0, m_ui->themeComboBox->findData(settings->theme())));
    m_ui->gateProfileComboBox->setCurrentIndex(std::max(0, m_ui->gateProfileComboBox->findData(settings->gateProfile())));
    m_ui->noiseSpinBox->setValue(settings->noiseThreshold() * 100);
    m_ui->restoreSessionCheckBox->setChecked(settings->restoreSession());
    m_ui->workspaceLineEdit->setText(settings->workspace());
    m_ui->reviewerLineEdit->setText(settings->reviewerName());
    m_ui->reviewerLineEdit->setPlaceholderText(qEnvironmentVariable("USER"));
    connect(this, &QDialog::accepted, this, &SettingsDialog::apply);
}

SettingsDialog::~SettingsDialog() = default;

void SettingsDialog::apply()
{
    m_settings->setLanguage(m_ui->languageComboBox->currentData().toString());
    m_settings->setTheme(m_ui->themeComboBox->currentData().toString());
    m_settings->setGateProfile(m_ui->gateProfileComboBox->currentData().toString());
    m_settings->setNoiseThreshold(m_ui->noiseSpinBox->value() / 100);
    m_settings->setRestoreSession(m_ui->restoreSessionCheckBox->isChecked());
    m_settings->setWorkspace(m_ui->workspaceLineEdit->text().trimmed());
    m_settings->setReviewerName(m_ui->reviewerLineEdit->text().trimmed());
}
