import { LoadingState, Skeleton } from '../../ui/StatusViews';

/**
 * The skeleton of a page of one home to guess (a property page, a forum thread): its heading, its picture and its
 * guess box, laid out by the page's own block of classes.
 */
export function HomePageSkeleton({ label, block }: { label: string; block: 'property-page' | 'thread-page' }) {
  return (
    <LoadingState label={label}>
      <div className={block} aria-hidden="true">
        <div className={`${block}__head stack`}>
          <Skeleton height="1rem" width="8rem" />
          <Skeleton height="2.4rem" width="60%" />
        </div>
        <div className={`${block}__gallery`}>
          <span className="skeleton skeleton--picture" />
        </div>
        <div className={`${block}__guess`}>
          <Skeleton height="14rem" radius="var(--radius)" />
        </div>
      </div>
    </LoadingState>
  );
}
