'use client'
// The dashboard's chart: revenue (one bar series per currency) and click-outs per key of the
// period. Its data is also on the figure (data-series) and, for screen readers, in the table below it.
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

export type ChartPoint = { key: string; clickOuts: number } & Record<string, number | string>

export function RevenueChart({ points, currencies }: { points: ChartPoint[]; currencies: string[] }) {
  const colours = ['#1f6feb', '#8250df', '#bf8700', '#1a7f37']
  return (
    <figure data-series={JSON.stringify(points)} style={{ margin: 0 }}>
      <div style={{ width: '100%', height: 320 }} aria-hidden="true">
        <ResponsiveContainer>
          <BarChart data={points}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="key" />
            <YAxis yAxisId="money" />
            <YAxis yAxisId="clicks" orientation="right" allowDecimals={false} />
            <Tooltip />
            <Legend />
            {currencies.map((currency, index) => (
              <Bar
                key={currency}
                yAxisId="money"
                dataKey={`revenue ${currency}`}
                fill={colours[index % colours.length]}
                isAnimationActive={false}
              />
            ))}
            <Bar yAxisId="clicks" dataKey="clickOuts" name="click-outs" fill="#6e7781" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption>Revenue per currency and click-outs; the table below has every figure.</figcaption>
    </figure>
  )
}
