// SPDX-License-Identifier: MIT
// SaveTarget: an explicit save or export writes only where nothing is, or over a regular file.
#include "base/savetarget.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cstring>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

class TestSaveTarget : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void acceptsNewAndRegularFiles();
    void refusesEverythingElse();
};

void TestSaveTarget::acceptsNewAndRegularFiles()
{
    QTemporaryDir dir;
    QVERIFY(SaveTarget::refusal(dir.filePath(QStringLiteral("new.md"))).isEmpty());
    QVERIFY(SaveTarget::refusal(dir.filePath(QStringLiteral("missing/folder/new.md"))).isEmpty());
    QFile file(dir.filePath(QStringLiteral("Optimize.md")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    QVERIFY(SaveTarget::refusal(file.fileName()).isEmpty());
    // A link in a folder above the file is the user's own layout; only the file itself is checked.
    QVERIFY(QFile::link(dir.path(), dir.filePath(QStringLiteral("via"))));
    QVERIFY(SaveTarget::refusal(dir.filePath(QStringLiteral("via/Optimize.md"))).isEmpty());
}

void TestSaveTarget::refusesEverythingElse()
{
    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("target.txt"));
    QFile file(target);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    const QString link = dir.filePath(QStringLiteral("link.md"));
    QVERIFY(QFile::link(target, link));
    QVERIFY(SaveTarget::refusal(link).contains(QLatin1String("symbolic link")));
    const QString dangling = dir.filePath(QStringLiteral("dangling.md"));
    QVERIFY(QFile::link(dir.filePath(QStringLiteral("nowhere")), dangling));
    QVERIFY(SaveTarget::refusal(dangling).contains(QLatin1String("symbolic link")));
    QVERIFY(SaveTarget::refusal(dir.path()).contains(QLatin1String("directory")));
    const QString fifo = dir.filePath(QStringLiteral("fifo"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QVERIFY(SaveTarget::refusal(fifo).contains(QLatin1String("not a regular file")));
    QVERIFY(SaveTarget::refusal(QStringLiteral("/dev/null")).contains(QLatin1String("not a regular file")));
    // A socket (short path: sun_path holds 108 bytes).
    const QByteArray socketPath = QFile::encodeName(dir.filePath(QStringLiteral("s")));
    const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
    QVERIFY(fd >= 0);
    sockaddr_un address {};
    address.sun_family = AF_UNIX;
    if (size_t(socketPath.size()) < sizeof(address.sun_path)) {
        std::memcpy(address.sun_path, socketPath.constData(), size_t(socketPath.size()));
        QCOMPARE(::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof(address)), 0);
        QVERIFY(SaveTarget::refusal(QFile::decodeName(socketPath)).contains(QLatin1String("not a regular file")));
    }
    ::close(fd);
}

QTEST_GUILESS_MAIN(TestSaveTarget)
#include "tst_savetarget.moc"
