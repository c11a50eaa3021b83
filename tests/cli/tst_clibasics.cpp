// SPDX-License-Identifier: MIT
#include "clirunner.h"
#include "runcopy.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <poll.h>
#include <pty.h>
#include <spawn.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

extern char **environ;

namespace {

// Runs perfopt with standard output and error on a terminal (a pseudo-terminal whose output is not
// post-processed, so its bytes are what perfopt wrote) and returns what the terminal received.
QByteArray runOnTerminal(const QStringList &arguments, int *exitCode, bool *noTerminal)
{
    *exitCode = -1;
    int master = -1;
    int slave = -1;
    *noTerminal = ::openpty(&master, &slave, nullptr, nullptr, nullptr) != 0;
    if (*noTerminal)
        return {};
    termios mode {};
    ::tcgetattr(slave, &mode);
    mode.c_oflag &= ~tcflag_t(OPOST);
    ::tcsetattr(slave, TCSANOW, &mode);
    posix_spawn_file_actions_t actions;
    ::posix_spawn_file_actions_init(&actions);
    ::posix_spawn_file_actions_adddup2(&actions, slave, STDOUT_FILENO);
    ::posix_spawn_file_actions_adddup2(&actions, slave, STDERR_FILENO);
    ::posix_spawn_file_actions_addclose(&actions, master);
    ::posix_spawn_file_actions_addclose(&actions, slave);
    QList<QByteArray> words {QByteArrayLiteral(PERFOPT_CLI_PATH)};
    for (const QString &argument : arguments)
        words.append(argument.toLocal8Bit());
    std::vector<char *> argv;
    for (QByteArray &word : words)
        argv.push_back(word.data());
    argv.push_back(nullptr);
    pid_t pid = 0;
    const int spawned = ::posix_spawn(&pid, argv.front(), &actions, nullptr, argv.data(), environ);
    ::posix_spawn_file_actions_destroy(&actions);
    ::close(slave);
    QByteArray received;
    if (spawned == 0) {
        pollfd wait {master, POLLIN, 0};
        char buffer[65536];
        while (::poll(&wait, 1, 60000) > 0) {
            const ssize_t n = ::read(master, buffer, sizeof buffer);
            if (n <= 0)
                break; // EIO: the program closed the terminal's last descriptor
            received.append(buffer, n);
        }
        int status = 0;
        if (::waitpid(pid, &status, 0) == pid && WIFEXITED(status))
            *exitCode = WEXITSTATUS(status);
    }
    ::close(master);
    return received;
}

} // namespace

class TestCliBasics : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void version();
    void help();
    void usageErrors_data();
    void usageErrors();
    void inspectJson_data();
    void inspectJson();
    void inspectText();
    void inspectLogOnlyDirectory();
    void terminalOutputIsInert();
};

void TestCliBasics::version()
{
    const CliResult r = runCli({QStringLiteral("--version")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(QString::fromUtf8(r.out).trimmed(), QStringLiteral("perfopt " PERFOPT_VERSION));
}

void TestCliBasics::help()
{
    const CliResult r = runCli({QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    const QString text = QString::fromUtf8(r.out);
    QVERIFY(text.contains(QLatin1String("Usage: perfopt <command>")));
    QVERIFY(text.contains(QLatin1String("inspect")));
    QVERIFY(text.contains(QLatin1String("Exit codes")));
    const CliResult sub = runCli({QStringLiteral("inspect"), QStringLiteral("--help")});
    QCOMPARE(sub.exitCode, 0);
    QVERIFY(QString::fromUtf8(sub.out).contains(QLatin1String("--json")));
}

void TestCliBasics::usageErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("no command") << QStringList() << QStringLiteral("Usage: perfopt");
    QTest::newRow("unknown command") << QStringList{QStringLiteral("frobnicate")} << QStringLiteral("unknown command");
    QTest::newRow("inspect without dir") << QStringList{QStringLiteral("inspect")} << QStringLiteral("exactly one DIR");
    QTest::newRow("inspect missing dir") << QStringList{QStringLiteral("inspect"), QStringLiteral("/nonexistent/run")}
                                         << QStringLiteral("/nonexistent/run");
    QTest::newRow("inspect bad option") << QStringList{QStringLiteral("inspect"), QStringLiteral("--bogus"),
                                                       QStringLiteral(".")}
                                        << QStringLiteral("bogus");
    // Every command names itself in a usage error.
    for (const char *command : {"inspect", "check", "summary", "ab", "diff", "profile", "export"})
        QTest::addRow("%s unknown option", command)
            << QStringList{QString::fromLatin1(command), QStringLiteral("--no-such-option")}
            << QStringLiteral("perfopt %1: Unknown option 'no-such-option'").arg(QLatin1String(command));
}

void TestCliBasics::usageErrors()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const CliResult r = runCli(arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
}

void TestCliBasics::inspectJson_data()
{
    QTest::addColumn<QString>("dir");
    QTest::addColumn<QString>("op");
    QTest::addColumn<QString>("generation");
    QTest::newRow("gen-a") << QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm") << QStringLiteral("rms_norm")
                           << QStringLiteral("A");
    QTest::newRow("gen-b") << QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/argmax_like/perf_opt")
                           << QStringLiteral("argmax_like") << QStringLiteral("B");
}

void TestCliBasics::inspectJson()
{
    QFETCH(QString, dir);
    QFETCH(QString, op);
    QFETCH(QString, generation);
    const CliResult r = runCli({QStringLiteral("inspect"), QStringLiteral("--json"), dir});
    QCOMPARE(r.exitCode, 0);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    const QJsonObject root = doc.object();
    QCOMPARE(root.value(QLatin1String("operator")).toString(), op);
    QCOMPARE(root.value(QLatin1String("generation")).toString(), generation);
    QVERIFY(!root.value(QLatin1String("generation_evidence")).toArray().isEmpty());
    const QJsonObject records = root.value(QLatin1String("records")).toObject();
    QVERIFY(records.value(QLatin1String("valid")).toInt() > 0);
    QCOMPARE(records.value(QLatin1String("contract")).toString(), generation);
    QVERIFY(root.value(QLatin1String("lineage")).toObject().value(QLatin1String("nodes")).toArray().size() > 1);
}

void TestCliBasics::inspectText()
{
    const CliResult r = runCli({QStringLiteral("inspect"), QStringLiteral(PERFOPT_SAMPLES_DIR "/demo/rms_norm")});
    QCOMPARE(r.exitCode, 0);
    const QString text = QString::fromUtf8(r.out);
    QVERIFY(text.contains(QLatin1String("Operator:   rms_norm")));
    QVERIFY(text.contains(QLatin1String("Generation: A")));
    QVERIFY(text.contains(QStringLiteral("— winner: v1_pipe\n")));

    // A round's winner and, where it is another, its new current best: as the JSON has them (the
    // text called the new current best the winner).
    QTemporaryDir dir(RunCopy::tempTemplate());
    const QString run = dir.filePath(QStringLiteral("rms_norm"));
    QVERIFY(RunCopy::copyTree(RunCopy::sample(QStringLiteral("rms_norm")), run));
    QFile log(run + QStringLiteral("/perf_opt/opt_log.md"));
    QVERIFY(log.open(QIODevice::ReadOnly));
    QByteArray bytes = log.readAll();
    log.close();
    // Round 3's last word, after its winner and new current best.
    QCOMPARE(bytes.count("\n## Iteration 4（round 4）"), 1);
    bytes.replace("\n## Iteration 4（round 4）", "\nv3_bs4096 fails L1 on long_row/bf16; current best stays v2_ubreuse.\n\n## Iteration 4（round 4）");
    QVERIFY(log.open(QIODevice::WriteOnly | QIODevice::Truncate));
    log.write(bytes);
    log.close();
    const CliResult reverted = runCli({QStringLiteral("inspect"), run});
    QVERIFY2(reverted.out.contains("— winner: v3_bs4096 — new current best: v2_ubreuse\n"), reverted.out.constData());

    // A round that keeps its best adopted nothing: said so, as the JSON's keeps_current_best says.
    const QString kept = dir.filePath(QStringLiteral("argmax_like"));
    QVERIFY(RunCopy::copyTree(RunCopy::sample(QStringLiteral("argmax_like")), kept));
    QVERIFY(RunCopy::editFile(kept + QStringLiteral("/perf_opt/opt_log.md"),
                              {{QStringLiteral("- new_current_best: merged_r2_pipe\n"),
                                QStringLiteral("- new_current_best: 维持 merged_r1_a_chain（round2_pipe 待复测）\n")}}));
    const CliResult keeps = runCli({QStringLiteral("inspect"), kept});
    QVERIFY2(keeps.out.contains("— winner: round2_pipe — current best kept: merged_r1_a_chain\n"), keeps.out.constData());
}

void TestCliBasics::inspectLogOnlyDirectory()
{
    QTemporaryDir dir;
    QVERIFY(QFile::copy(QStringLiteral(PERFOPT_SHARED_DIR "/corpus/opt_logs/lerp_tensor.genA.opt_log.md"),
                        dir.filePath(QStringLiteral("opt_log.md"))));
    const CliResult r = runCli({QStringLiteral("inspect"), QStringLiteral("--json"), dir.path()});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(root.value(QLatin1String("files")).toObject().value(QLatin1String("opt_log")).toString(),
             QStringLiteral("opt_log.md"));
    QCOMPARE(root.value(QLatin1String("records")).toObject().value(QLatin1String("exists")).toBool(), false);
}

// A kernel line that would clear the screen and set the window title: byte for byte in a pipe (a
// patch must apply), shown inert on a terminal.
void TestCliBasics::terminalOutputIsInert()
{
    QTemporaryDir dir(RunCopy::tempTemplate());
    const QString run = dir.filePath(QStringLiteral("rms_norm"));
    QVERIFY(RunCopy::copyTree(RunCopy::sample(QStringLiteral("rms_norm")), run));
    QFile kernel(run + QStringLiteral("/perf_opt/rms_norm_opt_v2_ubreuse.py"));
    QVERIFY(kernel.open(QIODevice::Append));
    kernel.write("# \x1b[2J\x1b]0;owned\x07 \xe2\x80\xae reversed\n");
    kernel.close();
    const QStringList arguments {QStringLiteral("diff"), run, QStringLiteral("v1_pipe"), QStringLiteral("v2_ubreuse")};
    const CliResult piped = runCli(arguments);
    QCOMPARE(piped.exitCode, 0);
    QVERIFY(piped.out.contains("+# \x1b[2J\x1b]0;owned\x07 \xe2\x80\xae reversed\n"));
    int exitCode = -1;
    bool noTerminal = false;
    const QByteArray shown = runOnTerminal(arguments, &exitCode, &noTerminal);
    if (noTerminal)
        QSKIP("no pseudo-terminal on this machine (openpty failed)");
    QCOMPARE(exitCode, 0);
    QVERIFY2(shown.contains("+# ?[2J?]0;owned? ? reversed\n"), shown.right(400).constData());
    QVERIFY(!shown.contains('\x1b'));
    QVERIFY(!shown.contains('\x07'));
    QVERIFY(!shown.contains("\xe2\x80\xae"));
    // Everything else arrives as in the pipe.
    QCOMPARE(shown.size(), piped.out.size() + piped.err.size() - 2); // the override's 3 bytes as one ?

    // check paints its verdicts on a terminal: its own colour codes arrive, the run's do not.
    QVERIFY(QFile::copy(run + QStringLiteral("/perf_opt/rms_norm_opt_v1_pipe.py"),
                        run + QStringLiteral("/perf_opt/rms_norm_opt_v9_\x1b[2J.py")));
    const QByteArray check = runOnTerminal({QStringLiteral("check"), run, QStringLiteral("--no-git"),
                                            QStringLiteral("--no-workspace")},
                                           &exitCode, &noTerminal);
    QVERIFY2(check.contains("\x1b[33mWARNING\x1b[0m REVIEW-LINEAGE perf_opt/rms_norm_opt_v9_?[2J.py"),
             check.constData());
    QCOMPARE(check.count("\x1b"), 2 * check.count("\x1b[0m"));
}

QTEST_GUILESS_MAIN(TestCliBasics)
#include "tst_clibasics.moc"
