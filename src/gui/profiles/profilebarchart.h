// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QList>
#include <QWidget>
#include <cmath>
#include <limits>

// A small painted bar chart for the profile summary: pipe utilisation (one row per pipe, a bar for
// the mean and a whisker from min to max), per-block core time and per-launch Task Duration (one
// column per block or launch, a dashed reference line for the mean or median). Painted rather than
// QtCharts so that a thousand blocks stay cheap and the chart reads at a glance.
class ProfileBarChart : public QWidget
{
    Q_OBJECT
public:
    enum class Orientation {
        Rows, // one labelled row per bar, growing to the right
        Columns, // one column per bar, growing upwards
    };

    struct Bar
    {
        QString label;
        double value = std::numeric_limits<double>::quiet_NaN();
        double low = std::numeric_limits<double>::quiet_NaN(); // whisker, optional
        double high = std::numeric_limits<double>::quiet_NaN();
        QColor color;
        QString toolTip;
        bool emphasised = false; // drawn darker: the slowest block, the median launch
    };

    explicit ProfileBarChart(QWidget *parent = nullptr);

    void setOrientation(Orientation orientation);
    void setBars(const QList<Bar> &bars);
    const QList<Bar> &bars() const { return m_bars; }
    // Values are shown as value × scale with the suffix: percent of a fraction is (100, "%").
    void setValueFormat(double scale, const QString &suffix, int decimals);
    void setMaximum(double maximum); // NaN: the largest value or whisker
    void setReferenceLine(double value, const QString &label);
    QString formatValue(double value) const;
    int barAt(const QPoint &position) const; // -1 when none

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    QRectF plotRect() const;
    double maximum() const;
    int labelWidth() const;

    Orientation m_orientation = Orientation::Rows;
    QList<Bar> m_bars;
    double m_scale = 1;
    QString m_suffix;
    int m_decimals = 2;
    double m_maximum = std::numeric_limits<double>::quiet_NaN();
    double m_reference = std::numeric_limits<double>::quiet_NaN();
    QString m_referenceLabel;
};
