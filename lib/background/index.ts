/** The bzf-portal-background service: banners, friendly links, memorabilia, segments, skins, app versions. */
export { listBanners } from './banners';
export { listFriendlyLinks } from './friendly-links';
export { listMemorabiliaYears, listMemorabiliaByYear } from './memorabilia';
export { listBusinessSegments } from './business-segments';
export { listWebSkins, isMourningMode, MOURNING_SKIN_ID } from './web-skins';
export { getLatestAppVersion } from './app-versions';
