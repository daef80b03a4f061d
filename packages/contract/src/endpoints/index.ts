import { accountEndpoints } from './account';
import { accountChangeEndpoints } from './account-changes';
import { accountDevicesEndpoints } from './account-devices';
import { accountFavoritesEndpoints } from './account-favorites';
import { accountProfileEndpoints } from './account-profile';
import { subscriptionEndpoints } from './account-subscriptions';
import { accountSupportEndpoints } from './account-support';
import { adminAuditEndpoints } from './admin-audit';
import { adminCommentEndpoints } from './admin-comments';
import { adminCourseEndpoints } from './admin-course';
import { adminEmailEndpoints } from './admin-emails';
import { adminHomeEndpoints } from './admin-home';
import { adminProductEndpoints } from './admin-products';
import { adminPurchaseEndpoints } from './admin-purchases';
import { adminStudentDetailEndpoints } from './admin-student';
import { adminStudentEndpoints } from './admin-students';
import { adminTrialEndpoints } from './admin-trials';
import { authEndpoints } from './auth';
import { certificateEndpoints } from './certificates';
import { commentEndpoints } from './comments';
import { courseEndpoints } from './courses';
import type { EndpointMethod } from './define';
import { lectureVideoEndpoints } from './lecture-video';
import { legalEndpoints } from './legal';
import { notificationEndpoints } from './notifications';
import { adminPrivacyEndpoints, privacyEndpoints } from './privacy';
import { productEndpoints } from './products';

/** Every endpoint of the API, by the name of the port's method that calls it. */
export const endpoints = {
  ...authEndpoints,
  ...courseEndpoints,
  ...productEndpoints,
  ...commentEndpoints,
  ...accountEndpoints,
  ...accountFavoritesEndpoints,
  ...accountDevicesEndpoints,
  ...accountSupportEndpoints,
  ...accountProfileEndpoints,
  ...subscriptionEndpoints,
  ...accountChangeEndpoints,
  ...adminCourseEndpoints,
  ...adminStudentEndpoints,
  ...adminTrialEndpoints,
  ...adminHomeEndpoints,
  ...adminStudentDetailEndpoints,
  ...adminCommentEndpoints,
  ...lectureVideoEndpoints,
  ...adminPurchaseEndpoints,
  ...certificateEndpoints,
  ...notificationEndpoints,
  ...adminProductEndpoints,
  ...adminEmailEndpoints,
  ...privacyEndpoints,
  ...legalEndpoints,
  ...adminAuditEndpoints,
  ...adminPrivacyEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** The port: one typed method per endpoint. Features depend on it; apps/web implements it. */
export type ApiPort = { [K in EndpointName]: EndpointMethod<Endpoints[K]> };
