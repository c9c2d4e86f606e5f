/** A module of its own, so the outbox and the staff app reach it without the form's schema and phone metadata. */
export const enquiriesPath = '/api/consultation-requests'
