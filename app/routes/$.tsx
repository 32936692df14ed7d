import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/$')({
  component: () => {
    const { _splat } = Route.useParams()
    return <h1>Page {_splat}</h1>
  },
})
