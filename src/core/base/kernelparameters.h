// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>

// One tunable of a kernel file as written: a module constant, a keyword default, a JIT decorator
// argument or a TileLang structure call (T.Kernel, T.serial / T.Pipelined loops, T.alloc_*).
struct KernelParameter
{
    enum class Kind {
        Constant, // module level: BLOCK_SIZE = 2048, TORCH_DTYPE = {...}
        KeywordDefault, // def f(..., dtype="float16")
        Decorator, // @tilelang.jit(out_idx=[2], target="npuir"): one entry per argument
        Launch, // with T.Kernel(...) as ...
        Loop, // for t in T.serial(...) / T.Pipelined(...) / T.Parallel(...)
        Allocation, // x_ub = T.alloc_ub(...)
        LocalConstant, // accum_dtype = "float32" inside a function
    };

    Kind kind = Kind::Constant;
    QString scope; // enclosing functions, "outer.inner"; a repeated name gets "#2"; empty = module
    QString name; // "BLOCK_SIZE", "dtype", "@tilelang.jit target", "for t", "x_ub", "T.Kernel"
    QString value; // the expression, comments dropped and whitespace collapsed
    int line = 0; // 1-based
    int occurrence = 1; // the n-th entry with the same kind, scope and name

    // Identity across two versions of a file: kind, scope, name and occurrence.
    QString key() const;
    QString label() const; // "rms_norm_kernel.main › for t" for people

    static QString kindName(Kind kind); // "constant", "keyword default", …
};

// What a textual scan of a Python kernel finds. The file is read as text only: never executed,
// never imported. Strings, comments, brackets across lines and backslash continuations are
// understood; anything else that is unusual is simply not reported.
struct KernelParameters
{
    QList<KernelParameter> parameters;

    const KernelParameter *find(const QString &key) const;
    static KernelParameters scan(const QString &text);
};
