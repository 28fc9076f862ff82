import { EmptyPage } from '@/features/dashboard/components/empty-page';

/** Dashboard pages whose features come in later releases. */
export const ProgressionRoute = () => <EmptyPage name="progression" />;
export const ActivitiesRoute = () => <EmptyPage name="activities" />;
export const CommunityRoute = () => <EmptyPage name="community" />;
export const SecurityRoute = () => <EmptyPage name="security" />;
export const TestsRoute = () => <EmptyPage name="tests" />;
export const ProgressRoute = () => <EmptyPage name="progress" />;
export const RecommendationsRoute = () => <EmptyPage name="recommendations" />;
