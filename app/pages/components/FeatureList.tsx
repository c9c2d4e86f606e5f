import { Icon } from '../../shared/components/Icon.tsx'

export function FeatureList({ features, className = '' }: { features: readonly string[]; className?: string }) {
  return (
    <ul className={`space-y-1.5 text-sm text-ink ${className}`}>
      {features.map((feature) => (
        <li key={feature} className="flex gap-2">
          <Icon name="check" className="mt-0.5 text-teal" />
          {feature}
        </li>
      ))}
    </ul>
  )
}
