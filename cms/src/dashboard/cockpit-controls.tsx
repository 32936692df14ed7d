'use client'
// The cockpit's parts that live in the browser: the custom range's two date fields (Payload's own
// date picker, in the admin's language and date format, each writing YYYY-MM-DD into the form it
// sits in) and the chart of a figure over the period, the period before dotted beside it.
import { DatePicker } from '@payloadcms/ui'
import { useState } from 'react'
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
const localDay = (day: string) => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number)
  return new Date(year, month - 1, date)
}

/** A date field of a GET form: the picker shows the day in the admin's format, the form sends YYYY-MM-DD. */
export function DayField({
  name,
  label,
  value,
  format,
}: {
  name: string
  label: string
  value: string
  format: string
}) {
  const [day, setDay] = useState(value)
  const id = `cockpit-${name}`
  return (
    <div className="field-type date cockpit-day" style={{ minWidth: '12rem' }}>
      {/* A range needs both its days: the picker's clear button (an unnamed icon) has nothing to do here. */}
      <style>{'.cockpit-day .date-time-picker__clear-button { display: none; }'}</style>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <DatePicker
        value={localDay(day)}
        displayFormat={format}
        pickerAppearance="dayOnly"
        overrides={{ id, required: true }}
        onChange={(date) => date && setDay(isoDay(date))}
      />
      <input type="hidden" name={name} value={day} />
    </div>
  )
}

export type TrendPoint = { key: string; label: string; current: number; previous: number }

/** The figure over the period (solid) beside the period before (dotted); its data also on the figure element. */
export function TrendChart({
  points,
  names,
  caption,
}: {
  points: TrendPoint[]
  names: { current: string; previous: string }
  caption: string
}) {
  return (
    <figure data-series={JSON.stringify(points)} style={{ margin: 0 }}>
      <div style={{ width: '100%', height: 280 }} aria-hidden="true">
        <ResponsiveContainer>
          {/* Drawn for the eye alone: the keyboard skips it, the tiles and tables say every figure. */}
          <LineChart data={points} accessibilityLayer={false}>
            <CartesianGrid stroke="var(--theme-elevation-150)" strokeDasharray="3 3" />
            <XAxis dataKey="label" stroke="var(--theme-elevation-600)" />
            <YAxis stroke="var(--theme-elevation-600)" />
            <Tooltip contentStyle={{ background: 'var(--theme-elevation-0)', color: 'var(--theme-text)' }} />
            <Legend />
            <Line
              dataKey="current"
              name={names.current}
              stroke="var(--theme-success-500)"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
            <Line
              dataKey="previous"
              name={names.previous}
              stroke="var(--theme-elevation-500)"
              strokeDasharray="2 4"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption>{caption}</figcaption>
    </figure>
  )
}
