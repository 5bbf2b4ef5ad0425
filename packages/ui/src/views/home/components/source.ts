import type { OverviewAnswer } from '@atrium/mock-api';
import type { SectionSource } from '../../dashboards/shared/index';

/** What every card of the home reads: the overview call, or the permissions' state while they load. */
export type OverviewSource = SectionSource<Partial<OverviewAnswer>>;
