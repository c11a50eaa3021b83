// SPDX-License-Identifier: MIT
#include "export/exportwriter.h"

#include "base/savetarget.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

ExportWriter::Result ExportWriter::write(const QString &path, const QByteArray &bytes, bool keepBackup)
{
    Result result;
    result.error = SaveTarget::refusal(path);
    if (!result.error.isEmpty())
        return result;
    const QFileInfo info(path);
    if (!QDir().mkpath(info.absolutePath())) {
        result.error
            = QCoreApplication::translate("ExportWriter", "Cannot create the directory %1").arg(info.absolutePath());
        return result;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        result.error = QCoreApplication::translate("ExportWriter", "Cannot write %1: %2").arg(path, file.errorString());
        return result;
    }
    if (file.write(bytes) != bytes.size()) {
        result.error = QCoreApplication::translate("ExportWriter", "Cannot write %1: %2").arg(path, file.errorString());
        file.cancelWriting();
        return result;
    }
    if (keepBackup && info.exists()) {
        const QString backup = backupPath(path);
        QFile::remove(backup);
        if (!QFile::copy(path, backup)) {
            result.error
                = QCoreApplication::translate("ExportWriter", "Cannot keep a backup of %1 as %2").arg(path, backup);
            file.cancelWriting();
            return result;
        }
        result.backupPath = backup;
    }
    if (!file.commit()) {
        result.error = QCoreApplication::translate("ExportWriter", "Cannot write %1: %2").arg(path, file.errorString());
        return result;
    }
    result.ok = true;
    return result;
}
