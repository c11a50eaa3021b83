// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>
#include <QStringView>
#include <QVariant>

// A JSON reader with the semantics of Python's json.loads, because the workflow's own tools
// (gate_lint.py, the experiment runner) read perf_records.jsonl that way: bare NaN, Infinity and
// -Infinity are numbers, the last of duplicate keys wins, integers and floats are distinct types.
// Values: QVariantMap, QVariantList, QString, qint64 (integers), double (floats), bool, and
// QVariant::fromValue(nullptr) for null.
class PythonJson
{
public:
    struct Result {
        QVariant value;
        bool ok = false;
        QString error; // English, short, for diagnostics
        int column = 0; // 1-based column of the error
        QStringList duplicateKeys; // keys that appeared more than once in some object
        bool hasNonFiniteNumber = false; // NaN / Infinity tokens were used
        bool hasBigInteger = false; // an integer beyond 64 bits (kept as a double)
    };

    static Result parse(QStringView text);

    static bool isNull(const QVariant &value);
    static bool isInteger(const QVariant &value); // JSON integer, never a bool
    static bool isNumber(const QVariant &value); // integer or float, never a bool
    static bool isBool(const QVariant &value);
    static bool isString(const QVariant &value);
    static double toDouble(const QVariant &value);
};
