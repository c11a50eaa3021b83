// SPDX-License-Identifier: MIT
#include "base/savetarget.h"

#include <QCoreApplication>
#include <QFile>

#include <sys/stat.h>

QString SaveTarget::refusal(const QString &path)
{
    struct stat status {};
    if (::lstat(QFile::encodeName(path).constData(), &status) != 0)
        return QString(); // nothing there yet
    if (S_ISLNK(status.st_mode))
        return QCoreApplication::translate("SaveTarget", "%1 is a symbolic link: nothing is written through one")
            .arg(path);
    if (S_ISDIR(status.st_mode))
        return QCoreApplication::translate("SaveTarget", "%1 is a directory").arg(path);
    if (!S_ISREG(status.st_mode))
        return QCoreApplication::translate("SaveTarget", "%1 is not a regular file (a FIFO, socket or device)")
            .arg(path);
    return QString();
}
