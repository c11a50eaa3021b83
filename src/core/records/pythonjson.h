// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>
#include <QStringView>
#include <QVariant>

// A JSON reader with the semantics of Python's json.loads, because the workflow's own tools
// (gate_lint.py, the experiment runner) read perf_records.jsonl that way: bare NaN, Infinity and
// -Infinity are numbers, the last of duplicate keys wins, integers and floats are distinct types.
// Values: QVariantMap, QVariantList, QString, qint64 (integers), PythonJson::BigInteger (integers
// beyond 64 bits), double (floats), bool, and QVariant::fromValue(nullptr) for null.
class PythonJson
{
public:
    // An integer beyond 64 bits: still an int to Python (`"round": 10**20` passes the gate's
    // isinstance check), so it stays an integer here, kept as its digits.
    struct BigInteger {
        QString digits; // as written, '-' first when negative
        bool operator==(const BigInteger &) const = default;
    };

    struct Result {
        QVariant value;
        bool ok = false;
        QString error; // English, short, for diagnostics
        int column = 0; // 1-based column of the error
        QStringList duplicateKeys; // keys that appeared more than once in some object
        bool hasNonFiniteNumber = false; // NaN / Infinity tokens were used
        bool hasBigInteger = false; // an integer beyond 64 bits (a BigInteger value)
    };

    static Result parse(QStringView text);

    static bool isNull(const QVariant &value);
    static bool isInteger(const QVariant &value); // JSON integer (64-bit or BigInteger), never a bool
    static bool isBigInteger(const QVariant &value);
    // An integer clamped to 64 bits (a BigInteger to the nearest end); 0 for anything else.
    static qint64 toClampedInteger(const QVariant &value);
    // An integer's digits, as messages quote it; empty for anything else.
    static QString integerText(const QVariant &value);
    static bool isNumber(const QVariant &value); // integer or float, never a bool
    static bool isBool(const QVariant &value);
    static bool isString(const QVariant &value);
    static double toDouble(const QVariant &value); // a BigInteger rounded (or +-inf), NaN for non-numbers
};
