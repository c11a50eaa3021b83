// SPDX-License-Identifier: MIT
// RecordsHistory: the append-only comparison of perf_records.jsonl versions, and the versions read
// from a real git repository (made with the `git` command line in a temporary directory; libgit2
// only reads it).
#include "records/recordshistory.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

// A throw-away repository driven through the git command line, isolated from the user's and the
// system's configuration. Commit dates are fixed and increasing, so labels are predictable.
class GitRepo
{
public:
    explicit GitRepo(const QString &dir)
        : m_dir(dir)
    { }

    bool init()
    {
        return git({u"init"_s, u"-q"_s}) && git({u"config"_s, u"user.name"_s, u"PerfOpt Test"_s})
            && git({u"config"_s, u"user.email"_s, u"test@perfopt.invalid"_s})
            && git({u"config"_s, u"commit.gpgsign"_s, u"false"_s});
    }

    bool write(const QString &relativePath, const QByteArray &bytes) const
    {
        const QString path = m_dir + u'/' + relativePath;
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile file(path);
        return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
    }

    // Commits everything; returns the 7-digit short id, empty on failure.
    QString commit(const QString &message)
    {
        ++m_commits;
        const QString date = dateOf(m_commits);
        if (!git({u"add"_s, u"-A"_s}) || !git({u"commit"_s, u"-q"_s, u"-m"_s, message}, date))
            return QString();
        QByteArray out;
        if (!git({u"rev-parse"_s, u"--short=7"_s, u"HEAD"_s}, QString(), &out))
            return QString();
        return QString::fromLatin1(out.trimmed());
    }

    static QString dateOf(int commitNumber) { return u"2026-09-24T01:00:%1Z"_s.arg(commitNumber, 2, 10, QChar(u'0')); }

    QString error() const { return m_error; }
    bool addWorktree(const QString &path) { return git({u"worktree"_s, u"add"_s, u"-q"_s, u"--detach"_s, path}); }

private:
    bool git(const QStringList &arguments, const QString &date = QString(), QByteArray *out = nullptr)
    {
        QProcess process;
        process.setWorkingDirectory(m_dir);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"HOME"_s, m_dir); // no ~/.gitconfig
        env.insert(u"XDG_CONFIG_HOME"_s, m_dir);
        env.insert(u"GIT_CONFIG_NOSYSTEM"_s, u"1"_s);
        env.insert(u"LC_ALL"_s, u"C"_s);
        if (!date.isEmpty()) {
            env.insert(u"GIT_AUTHOR_DATE"_s, date);
            env.insert(u"GIT_COMMITTER_DATE"_s, date);
        }
        process.setProcessEnvironment(env);
        process.start(u"git"_s, arguments);
        if (!process.waitForFinished(30000) || process.exitStatus() != QProcess::NormalExit
            || process.exitCode() != 0) {
            m_error
                = u"git "_s + arguments.join(u' ') + u": "_s + QString::fromLocal8Bit(process.readAllStandardError());
            return false;
        }
        if (out)
            *out = process.readAllStandardOutput();
        return true;
    }

    QString m_dir;
    QString m_error;
    int m_commits = 0;
};

QString describe(const QList<AppendOnlyViolation> &violations)
{
    QStringList out;
    for (const AppendOnlyViolation &v : violations)
        out.append(u"%1 -> %2: line %3: \"%4\" -> \"%5\""_s.arg(v.earlier, v.later)
                       .arg(v.line)
                       .arg(v.earlierText, v.laterText));
    return out.join(u'\n');
}

QByteArray record(int n, const char *duration = "10.0")
{
    return "{\"round\": " + QByteArray::number(n) + ", \"candidate_id\": \"v" + QByteArray::number(n)
        + "\", \"duration_us\": " + duration + "}\n";
}

QByteArray records(int from, int to)
{
    QByteArray out;
    for (int i = from; i <= to; ++i)
        out += record(i);
    return out;
}

} // namespace

class TestRecordsHistory : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void check_data();
    void check();
    void gitVersions();
    void gitVersionsOutsideARepository();
    void gitVersionsInALinkedWorktree();
    void gitVersionsEmptyRepository();
    void gitRewriteIsReported();

private:
    bool m_haveGit = false;
};

void TestRecordsHistory::initTestCase()
{
    m_haveGit = !QStandardPaths::findExecutable(u"git"_s).isEmpty();
}

void TestRecordsHistory::check_data()
{
    QTest::addColumn<QList<QByteArray>>("versions"); // labelled v1, v2, … oldest first
    QTest::addColumn<QByteArray>("current"); // labelled "disk"
    QTest::addColumn<QString>("expected");
    const QByteArray l1 = record(1), l2 = record(2), l3 = record(3);
    QTest::newRow("no earlier version") << QList<QByteArray> {} << l1 + l2 << QString();
    QTest::newRow("identical") << QList<QByteArray> {l1 + l2} << l1 + l2 << QString();
    QTest::newRow("lines appended") << QList<QByteArray> {l1, l1 + l2} << l1 + l2 + l3 << QString();
    QTest::newRow("empty earlier version") << QList<QByteArray> {QByteArray()} << l1 << QString();
    QTest::newRow("LF to CRLF is not an edit")
        << QList<QByteArray> {l1 + l2} << QByteArray(l1 + l2).replace("\n", "\r\n") << QString();
    QTest::newRow("an incomplete last line completed later")
        << QList<QByteArray> {l1 + l2.left(20)} << l1 + l2 + l3 << QString();
    QTest::newRow("line 1 rewritten") << QList<QByteArray> {l1 + l2} << record(1, "10.5") + l2
                                      << u"v1 -> disk: line 1: \"%1\" -> \"%2\""_s.arg(
                                             QString::fromLatin1(l1.trimmed()),
                                             QString::fromLatin1(record(1, "10.5").trimmed()));
    QTest::newRow("complete last line extended is an edit")
        << QList<QByteArray> {l1 + "{\"round\": 2}\n"} << l1 + "{\"round\": 2, \"x\": 1}\n"
        << u"v1 -> disk: line 2: \"{\"round\": 2}\" -> \"{\"round\": 2, \"x\": 1}\""_s;
    QTest::newRow("incomplete last line replaced is an edit")
        << QList<QByteArray> {l1 + "{\"round\": 2"} << l1 + "{\"round\": 9}\n"
        << u"v1 -> disk: line 2: \"{\"round\": 2\" -> \"{\"round\": 9}\""_s;
    QTest::newRow("last line removed") << QList<QByteArray> {
        l1 + l2 + l3} << l1 + l2 << u"v1 -> disk: line 3: \"%1\" -> \"\""_s.arg(QString::fromLatin1(l3.trimmed()));
    QTest::newRow("file emptied") << QList<QByteArray> {l1} << QByteArray()
                                  << u"v1 -> disk: line 1: \"%1\" -> \"\""_s.arg(QString::fromLatin1(l1.trimmed()));
    QTest::newRow("a line inserted in the middle")
        << QList<QByteArray> {l1 + l2} << l1 + "\n" + l2
        << u"v1 -> disk: line 2: \"%1\" -> \"\""_s.arg(QString::fromLatin1(l2.trimmed()));
    QTest::newRow("only the first difference of a pair")
        << QList<QByteArray> {l1 + l2 + l3} << record(1, "1") + l2 + record(3, "3")
        << u"v1 -> disk: line 1: \"%1\" -> \"%2\""_s.arg(QString::fromLatin1(l1.trimmed()),
                                                         QString::fromLatin1(record(1, "1").trimmed()));
    QTest::newRow("every consecutive pair is compared")
        << QList<QByteArray> {l1 + l2, record(1, "7") + l2} << record(1, "7") + l2 + l3
        << u"v1 -> v2: line 1: \"%1\" -> \"%2\""_s.arg(QString::fromLatin1(l1.trimmed()),
                                                       QString::fromLatin1(record(1, "7").trimmed()));
    QTest::newRow("an edit reverted later is still an edit")
        << QList<QByteArray> {l1, record(1, "7")} << l1 + l2
        << u"v1 -> v2: line 1: \"%1\" -> \"%2\"\nv2 -> disk: line 1: \"%2\" -> \"%1\""_s.arg(
               QString::fromLatin1(l1.trimmed()), QString::fromLatin1(record(1, "7").trimmed()));
}

void TestRecordsHistory::check()
{
    QFETCH(QList<QByteArray>, versions);
    QFETCH(QByteArray, current);
    QFETCH(QString, expected);
    QList<RecordsVersion> labelled;
    for (qsizetype i = 0; i < versions.size(); ++i)
        labelled.append({u"v"_s + QString::number(i + 1), versions[i]});
    QCOMPARE(describe(RecordsHistory::check(labelled, current, u"disk"_s)), expected);
}

void TestRecordsHistory::gitVersions()
{
    if (!m_haveGit)
        QSKIP("git is not installed");
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    GitRepo repo(tmp.path());
    QVERIFY2(repo.init(), qPrintable(repo.error()));
    const QString recordsPath = u"examples/demo/toy_op/perf_opt/perf_records.jsonl"_s;
    // 1: the run exists without records; 2: records v1; 3: only the log changes; 4: records appended.
    QVERIFY(repo.write(u"examples/demo/toy_op/perf_opt/opt_log.md"_s, "# toy_op\n"));
    QVERIFY(!repo.commit(u"start the run"_s).isEmpty());
    QVERIFY(repo.write(recordsPath, records(1, 2)));
    const QString second = repo.commit(u"records v1"_s);
    QVERIFY2(!second.isEmpty(), qPrintable(repo.error()));
    QVERIFY(repo.write(u"examples/demo/toy_op/perf_opt/opt_log.md"_s, "# toy_op\n\n## Iteration 1\n"));
    QVERIFY(!repo.commit(u"log only"_s).isEmpty());
    QVERIFY(repo.write(recordsPath, records(1, 4)));
    const QString fourth = repo.commit(u"append"_s);
    QVERIFY2(!fourth.isEmpty(), qPrintable(repo.error()));

    QString error;
    const QList<RecordsVersion> versions = RecordsHistory::gitVersions(tmp.filePath(recordsPath), &error);
    QCOMPARE(error, QString());
    QCOMPARE(versions.size(), 2); // commits that did not change the file add no version
    QCOMPARE(versions[0].label, u"commit %1 (%2)"_s.arg(second, GitRepo::dateOf(2)));
    QCOMPARE(versions[0].bytes, records(1, 2));
    QCOMPARE(versions[1].label, u"commit %1 (%2)"_s.arg(fourth, GitRepo::dateOf(4)));
    QCOMPARE(versions[1].bytes, records(1, 4));
    QCOMPARE(describe(RecordsHistory::check(versions, records(1, 5), u"disk"_s)), QString());

    // The history is read from HEAD's ancestry, wherever the working tree is.
    QVERIFY(repo.write(recordsPath, records(1, 1)));
    QCOMPARE(RecordsHistory::gitVersions(tmp.filePath(recordsPath)).size(), 2);
}

void TestRecordsHistory::gitVersionsOutsideARepository()
{
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    QFile file(tmp.filePath(u"perf_records.jsonl"_s));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(records(1, 2));
    file.close();
    QString error;
    QCOMPARE(RecordsHistory::gitVersions(file.fileName(), &error).size(), 0);
    QCOMPARE(error, QString()); // not being in a repository is not an error
}

// A linked worktree (or a submodule) has a ".git" file, not a folder: still a repository.
void TestRecordsHistory::gitVersionsInALinkedWorktree()
{
    if (!m_haveGit)
        QSKIP("git is not installed");
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    GitRepo repo(tmp.filePath(u"main"_s));
    QVERIFY(QDir().mkpath(tmp.filePath(u"main"_s)));
    QVERIFY2(repo.init(), qPrintable(repo.error()));
    const QString recordsPath = u"toy_op/perf_opt/perf_records.jsonl"_s;
    QVERIFY(repo.write(recordsPath, records(1, 2)));
    QVERIFY(!repo.commit(u"records v1"_s).isEmpty());
    QVERIFY(repo.write(recordsPath, records(1, 3)));
    QVERIFY(!repo.commit(u"append"_s).isEmpty());
    QVERIFY2(repo.addWorktree(tmp.filePath(u"linked"_s)), qPrintable(repo.error()));
    QVERIFY(QFileInfo(tmp.filePath(u"linked/.git"_s)).isFile());

    QString error;
    const QList<RecordsVersion> versions = RecordsHistory::gitVersions(tmp.filePath(u"linked/"_s + recordsPath), &error);
    QCOMPARE(error, QString());
    QCOMPARE(versions.size(), 2);
}

void TestRecordsHistory::gitVersionsEmptyRepository()
{
    if (!m_haveGit)
        QSKIP("git is not installed");
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    GitRepo repo(tmp.path());
    QVERIFY2(repo.init(), qPrintable(repo.error()));
    QVERIFY(repo.write(u"perf_opt/perf_records.jsonl"_s, records(1, 2)));
    // No commit yet: there is no HEAD, hence no history.
    QCOMPARE(RecordsHistory::gitVersions(tmp.filePath(u"perf_opt/perf_records.jsonl"_s)).size(), 0);
}

void TestRecordsHistory::gitRewriteIsReported()
{
    if (!m_haveGit)
        QSKIP("git is not installed");
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    GitRepo repo(tmp.path());
    QVERIFY2(repo.init(), qPrintable(repo.error()));
    const QString recordsPath = u"perf_opt/perf_records.jsonl"_s;
    QVERIFY(repo.write(recordsPath, records(1, 3)));
    const QString first = repo.commit(u"records v1"_s);
    QVERIFY2(!first.isEmpty(), qPrintable(repo.error()));
    const QByteArray rewritten = record(1) + record(2, "9.5") + record(3) + record(4);
    QVERIFY(repo.write(recordsPath, rewritten));
    const QString second = repo.commit(u"rewrite line 2"_s);
    QVERIFY2(!second.isEmpty(), qPrintable(repo.error()));
    const QList<RecordsVersion> versions = RecordsHistory::gitVersions(tmp.filePath(recordsPath));
    QCOMPARE(versions.size(), 2);
    QCOMPARE(describe(RecordsHistory::check(versions, rewritten, u"disk"_s)),
             u"commit %1 (%2) -> commit %3 (%4): line 2: \"%5\" -> \"%6\""_s.arg(
                 first, GitRepo::dateOf(1), second, GitRepo::dateOf(2), QString::fromLatin1(record(2).trimmed()),
                 QString::fromLatin1(record(2, "9.5").trimmed())));
}

QTEST_GUILESS_MAIN(TestRecordsHistory)
#include "tst_recordshistory.moc"
