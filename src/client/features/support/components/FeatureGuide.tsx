import { ChevronRight, Compass } from 'lucide-react';
import { Link } from 'wouter';
import { Card, CardTitle } from '@client/components/ui/card';
import { FEATURE_GUIDE } from '../model/help-content';

/** SPEC §2 Help: the feature guide, a line or two per main screen with the way there. */
export function FeatureGuide() {
  return (
    <Card aria-labelledby="feature-guide-title" className="px-2 py-3">
      <CardTitle
        id="feature-guide-title"
        className="flex items-center gap-2 px-3 pt-1 pb-2 text-lg"
      >
        <Compass aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-200" />
        Feature Guide
      </CardTitle>
      <ul>
        {FEATURE_GUIDE.map(({ title, href, text }) => (
          <li key={href}>
            <Link
              href={href}
              className="flex min-h-14 items-center gap-3 rounded-2xl px-3 py-2 hover:bg-surface-muted"
            >
              <span className="min-w-0 flex-1">
                <span className="block font-medium">{title}</span>
                <span className="block text-sm text-ink-muted">{text}</span>
              </span>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
