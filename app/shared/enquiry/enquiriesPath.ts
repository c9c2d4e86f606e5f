/**
 * Where enquiries are sent (POST) and staff list them (GET). A module of its own, so the outbox
 * (on every page) and the staff app reach it without the form's schema and its phone metadata.
 */
export const enquiriesPath = '/api/consultation-requests'
