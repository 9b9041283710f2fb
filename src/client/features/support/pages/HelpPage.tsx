import { AppColumn } from '@client/components/layout/AppColumn';
import { ScreenHeader } from '@client/components/layout/ScreenHeader';
import { ContactSupport } from '../components/ContactSupport';
import { FeatureGuide } from '../components/FeatureGuide';
import { HelpFaq } from '../components/HelpFaq';
import { ProTips } from '../components/ProTips';
import { QuickStart } from '../components/QuickStart';
import { VoiceCommandGuide } from '../components/VoiceCommandGuide';

/**
 * SPEC §2 Help & Tutorials (issue 14 §4), reached from Profile: quick start, voice command
 * examples, feature guide, pro tips, FAQ and Contact Support. Only the last reads the server.
 */
export function HelpPage() {
  return (
    <AppColumn>
      <ScreenHeader title="Help & Tutorials" backHref="/profile" backLabel="Back to profile" />
      <main className="flex flex-col gap-5 p-4">
        <QuickStart />
        <VoiceCommandGuide />
        <FeatureGuide />
        <ProTips />
        <HelpFaq />
        <ContactSupport />
      </main>
    </AppColumn>
  );
}
