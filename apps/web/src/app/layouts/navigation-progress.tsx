import { useNavigation } from 'react-router';

/** A thin ball-yellow bar at the top while the next page's module loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-court-900/20">
      <div className="h-full w-2/5 motion-safe:animate-progress rounded-full bg-ball-400" />
    </div>
  );
}
