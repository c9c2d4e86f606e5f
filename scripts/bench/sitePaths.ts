/** Where the site's form posts an enquiry and the inbox lists them: the bench reaches the project only as a client does. */
export const enquiriesPath = '/api/consultation-requests'
