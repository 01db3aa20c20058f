/**
 * The types of every API call, generated from the server's OpenAPI document by `npm run api:types`
 * (scripts/api-types.ts). Do not edit: change the route's schema and run it again.
 */

export interface paths {
  "/accountant-document/{id}": {
    /**
     * Download one document (streamed, logged); the accountant only of the current download
     * @description Roles: cms-admin, cms-accountant.
     */
    get: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description The file, as an attachment */
        200: {
          content: {
            "application/octet-stream": string;
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/accountant-document/delete/{id}": {
    /**
     * Delete a document and its file
     * @description Roles: cms-admin.
     */
    delete: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["AccountantDocument"];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or missing/wrong CSRF token */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/accountant-download-of-accountant": {
    /**
     * The current download with its documents (null when none is current)
     * @description Roles: cms-admin, cms-accountant.
     */
    get: {
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["AccountantDownload"] | null;
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/accountant-download-zip/{id}": {
    /**
     * All documents of a download as one ZIP (streamed, logged); the accountant only the current one
     * @description Roles: cms-admin, cms-accountant.
     */
    get: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description The file, as an attachment */
        200: {
          content: {
            "application/zip": string;
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/accountant-download/{id}": {
    /**
     * One download with its documents
     * @description Roles: cms-admin.
     */
    get: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["AccountantDownload"];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/accountant-download/{id}/add-document": {
    /**
     * Upload a document (multipart field `file`, at most 20 MiB)
     * @description Roles: cms-admin.
     *
     * The type is decided by the content: PDF, ZIP, XLSX, DOCX, JPEG, PNG, WebP, GIF; CSV and TXT by extension when they hold no NUL byte. Stored under a generated name.
     */
    post: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      requestBody: {
        content: {
          "multipart/form-data": {
            /** Format: binary */
            file?: string;
          };
        };
      };
      responses: {
        /** @description OK */
        201: {
          content: {
            "application/json": {
              data: components["schemas"]["AccountantDocument"];
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or missing/wrong CSRF token */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Too large */
        413: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/accountant-download/edit/{id}": {
    /**
     * Change title, period, description, current flag (only one current)
     * @description Roles: cms-admin.
     */
    put: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            title?: string;
            period?: string;
            description?: string;
            is_current?: boolean;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["AccountantDownload"];
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or missing/wrong CSRF token */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Too large */
        413: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/accountant-downloads": {
    /**
     * All accountant downloads with their documents (current first)
     * @description Roles: cms-admin.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          search?: string;
          sort?: string;
          order?: "asc" | "desc";
          language?: "nl" | "en";
          t?: string;
          _format?: string;
          lang?: string;
        };
      };
      responses: {
        /** @description One page of the list */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["AccountantDownload"][];
              meta: {
                page: number;
                per_page: number;
                total: number;
              };
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/accountant-downloads/add-accountant-download": {
    /**
     * Add an accountant download; `is_current: true` makes it the only current one
     * @description Roles: cms-admin.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            title: string;
            period?: string;
            description?: string;
            is_current?: boolean;
          };
        };
      };
      responses: {
        /** @description OK */
        201: {
          content: {
            "application/json": {
              data: components["schemas"]["AccountantDownload"];
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or missing/wrong CSRF token */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Too large */
        413: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/audit-log": {
    /**
     * Who did what in the CMS, when, from which address
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Newest first; paginated (page, per_page ≤ 100). Filters: `user` (digits: a user id; otherwise a part of the e-mail address), `type` (the record's kind), `action` (login_success, login_failure, lockout, logout, password_change, password_reset, two_factor_enabled, two_factor_disabled, create, update, delete, restore, publish, unpublish, role_change, revoke), `from` and `to` (days, both included, or moments), `search` (a part of the record's title).
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          search?: string;
          t?: string;
          _format?: string;
          lang?: string;
          /** @description digits: a user id; otherwise a part of the e-mail address (of a failed login: the address tried) */
          user?: string;
          /** @description the record's kind, e.g. `tip`, `user` */
          type?: string;
          /** @description e.g. `login_failure`, `update` */
          action?: string;
          /** @description from this day (or moment) on */
          from?: string;
          /** @description up to and including this day (or up to this moment) */
          to?: string;
        };
      };
      responses: {
        /** @description One page of the list */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["AuditEntry"][];
              meta: {
                page: number;
                per_page: number;
                total: number;
              };
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/booking/add-exception": {
    /**
     * Add a closed day or extra hours (for one kind or, with `kind_id` null, all)
     * @description Roles: cms-admin.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            day: string;
            /** @default null */
            kind_id?: number | null;
            closed: boolean;
            /** @default null */
            start_time?: string | null;
            /** @default null */
            end_time?: string | null;
            /** @default */
            note?: string;
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          content: {
            "application/json": {
              data: components["schemas"]["BookingException"];
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/booking/add-kind": {
    /**
     * Add a kind with its weekly hours
     * @description Roles: cms-admin.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            name_nl: string;
            name_en: string;
            minutes: number;
            /** @default true */
            active?: boolean;
            /** @default 0 */
            position?: number;
            /** @default [] */
            hours?: {
                weekday: number;
                start_time: string;
                end_time: string;
              }[];
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          content: {
            "application/json": {
              data: components["schemas"]["AdminBookingKind"];
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/booking/admin-kinds": {
    /**
     * All kinds (also inactive) with their weekly hours
     * @description Roles: cms-admin.
     */
    get: {
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["AdminBookingKind"][];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/booking/book": {
    /**
     * Book a free slot
     * @description Public: anyone may call it.
     *
     * `start` must be a free slot of `kind` (as GET booking/slots gives it). Stores the booking and queues the visitor's confirmation (in `language`, fixed text with the kind, the moment, a link to cancel or move, an .ics) and the company's mail in one transaction. 409 when the moment was just taken (the database refuses two overlapping bookings) or cannot be booked. At most 5 per 10 minutes per client address (429). A repeat with the same `idempotency_key`, kind and e-mail address answers the booking it made (where it is now, when it was moved since) and books nothing; once that booking is cancelled the key books anew. `website` is a honeypot.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            kind: number;
            /** Format: date-time */
            start: string;
            name: string;
            email: string;
            /** @default */
            phone?: string;
            /** @default */
            description?: string;
            /** @enum {string} */
            language?: "nl" | "en";
            website?: string;
            idempotency_key?: string;
          };
        };
      };
      responses: {
        /** @description OK */
        201: {
          content: {
            "application/json": {
              data: components["schemas"]["Booking"];
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Duplicate */
        409: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Too many requests */
        429: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/booking/booking/{id}/cancel": {
    /**
     * Cancel a booking (the visitor is mailed)
     * @description Roles: cms-admin.
     */
    post: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["AdminBooking"];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/booking/booking/{id}/move": {
    /**
     * Move a booking to another free slot of its kind (the visitor is mailed)
     * @description Roles: cms-admin.
     */
    post: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            /** Format: date-time */
            start: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["AdminBooking"];
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Duplicate */
        409: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/booking/bookings": {
    /**
     * Bookings between two days (default: today and the next 60 days)
     * @description Roles: cms-admin.
     */
    get: {
      parameters: {
        query?: {
          from?: string;
          to?: string;
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["AdminBooking"][];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/booking/exception/{id}": {
    /**
     * Delete an exception
     * @description Roles: cms-admin.
     */
    delete: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: {
                /** @enum {boolean} */
                deleted: true;
                id: number;
              };
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/booking/exceptions": {
    /**
     * Closed days and extra hours
     * @description Roles: cms-admin.
     */
    get: {
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["BookingException"][];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/booking/kind/{id}": {
    /**
     * Change a kind; its weekly hours are replaced by `hours`
     * @description Roles: cms-admin.
     */
    put: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            name_nl: string;
            name_en: string;
            minutes: number;
            /** @default true */
            active?: boolean;
            /** @default 0 */
            position?: number;
            /** @default [] */
            hours?: {
                weekday: number;
                start_time: string;
                end_time: string;
              }[];
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["AdminBookingKind"];
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    /**
     * Delete a kind without bookings (409 otherwise: make it inactive)
     * @description Roles: cms-admin.
     */
    delete: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: {
                /** @enum {boolean} */
                deleted: true;
                id: number;
              };
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Duplicate */
        409: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/booking/kinds": {
    /**
     * The kinds of appointment a visitor can book
     * @description Public: anyone may call it.
     *
     * Named in `lang` (default: the request language), in the owner's order.
     */
    get: {
      parameters: {
        query?: {
          lang?: "nl" | "en";
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["BookingKind"][];
            };
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/booking/manage/{token}": {
    /**
     * The booking of a visitor's link
     * @description Public: anyone may call it.
     *
     * 404 when the link is malformed, expired, for a cancelled booking or from before a move.
     */
    get: {
      parameters: {
        path: {
          /** @description from the mail's link */
          token: string;
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["Booking"];
            };
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/booking/manage/{token}/cancel": {
    /**
     * Cancel the booking of a visitor's link
     * @description Public: anyone may call it.
     *
     * The slot is free at once; the visitor and the company are mailed. Rate-limited like booking. Cancelling a cancelled booking again (a reload of the posted form) answers it as it is, with no second mail.
     */
    post: {
      parameters: {
        path: {
          /** @description from the mail's link */
          token: string;
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["Booking"];
            };
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Too many requests */
        429: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/booking/manage/{token}/move": {
    /**
     * Move the booking of a visitor's link to another free slot
     * @description Public: anyone may call it.
     *
     * The new mail carries a new link; the old one stops working. 409 when the new moment is not free.
     */
    post: {
      parameters: {
        path: {
          /** @description from the mail's link */
          token: string;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            /** Format: date-time */
            start: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["Booking"];
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Duplicate */
        409: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Too many requests */
        429: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/booking/settings": {
    /**
     * How soon and how far ahead a visitor may book
     * @description Roles: cms-admin.
     */
    get: {
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["BookingSettings"];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    /**
     * Change how soon and how far ahead a visitor may book
     * @description Roles: cms-admin.
     */
    put: {
      requestBody: {
        content: {
          "application/json": {
            min_notice_minutes: number;
            max_days_ahead: number;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["BookingSettings"];
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/booking/slots": {
    /**
     * The free slots of a kind
     * @description Public: anyone may call it.
     *
     * Days `from`–`to` (inclusive, `YYYY-MM-DD`, Amsterdam calendar days, at most 62 days apart). Only free slots, as ISO moments (UTC); nothing about other bookings. The owner's notice and how far ahead apply.
     */
    get: {
      parameters: {
        query: {
          kind: number;
          from: string;
          to: string;
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["BookingSlot"][];
            };
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/consent": {
    /**
     * Record the visitor's cookie choice
     * @description Public: anyone may call it.
     *
     * Called by the cookie banner after every choice. Stores the categories, the policy version, the time, the consent id from the `cc_cookie` cookie (a new one when the cookie has none) and the client address truncated (IPv4 /24, IPv6 /48). The same choice again for the same consent id and version stores nothing (`stored: false`) and is never refused. New rows are bounded: at most 100 per 10 minutes per network (the truncated address) and 600 per 60 minutes in total; past a bound: 429 with Retry-After (counted in `consent_choices_refused_total`), and the banner sends the choice again on a later page.
     */
    post: {
      requestBody: {
        content: {
          "application/json": components["schemas"]["ConsentChoice"];
        };
      };
      responses: {
        /** @description Recorded (or already recorded) */
        200: {
          content: {
            "application/json": {
              data: {
                /** Format: uuid */
                consent_id: string;
                stored: boolean;
              };
            };
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Too many requests */
        429: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/consent-log": {
    /**
     * List the recorded cookie choices
     * @description Roles: cms-admin.
     *
     * Newest first, or by `sort` (id, created_at, policy_version) and `order`. `search` finds a consent id (whole or part).
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          search?: string;
          sort?: string;
          order?: "asc" | "desc";
          t?: string;
          _format?: string;
          lang?: string;
        };
      };
      responses: {
        /** @description One page of the list */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["ConsentEntry"][];
              meta: {
                page: number;
                per_page: number;
                total: number;
              };
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/consent-log/export": {
    /**
     * Export the recorded cookie choices as CSV
     * @description Roles: cms-admin.
     *
     * Every entry (or those whose consent id matches `search`), oldest first, separated by semicolons after a UTF-8 byte-order mark (as Dutch Excel opens it): id, consent_id, created_at (Amsterdam time, YYYY-MM-DD HH:mm:ss; the header says the zone), policy_version, categories (space-separated), ip_truncated.
     */
    get: {
      parameters: {
        query?: {
          search?: string;
          /** @description always `json`; ignored */
          _format?: string;
          /** @description cache-busting timestamp; ignored */
          t?: string;
          /** @description language of the messages (default: Accept-Language, else nl) */
          lang?: "nl" | "en";
        };
      };
      responses: {
        /** @description The CSV file */
        200: {
          content: {
            "text/csv": string;
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/csrf-cookie": {
    /**
     * Sets the XSRF-TOKEN cookie (2 hours) bound to the current session
     * @description Public: anyone may call it.
     *
     * Every POST/PUT/DELETE must send the cookie's value in the X-XSRF-TOKEN header. A token issued to a visitor is valid for visitors' writes and for login; after login a new one (bound to the session) is set.
     */
    get: {
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: {
                /** @enum {boolean} */
                csrf: true;
              };
            };
          };
        };
      };
    };
  };
  "/customer/{id}": {
    /**
     * One user
     * @description Roles: cms-admin.
     */
    get: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["Customer"];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/customer/delete/{id}": {
    /**
     * Delete a user (not yourself) with its statuses and zzp products
     * @description Roles: cms-admin.
     */
    delete: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["Customer"];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Duplicate */
        409: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/customer/edit/{id}": {
    /**
     * Change a user; a new password or role ends the user's sessions; not the own role
     * @description Roles: cms-admin.
     */
    put: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            name?: string;
            /** Format: email */
            email?: string;
            phone?: string;
            address?: string;
            house_number?: string;
            zip_code?: string;
            city?: string;
            /** @enum {string} */
            role?: "cms-admin" | "cms-status-user" | "cms-zzp" | "cms-accountant";
            /** @enum {string} */
            language?: "nl" | "en";
            status_emails?: boolean;
            password?: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["Customer"];
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Duplicate */
        409: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/customers": {
    /**
     * Users of every role, paginated; `search` in name, e-mail, city, phone; `role` filter
     * @description Roles: cms-admin.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          search?: string;
          sort?: string;
          order?: "asc" | "desc";
          language?: "nl" | "en";
          t?: string;
          _format?: string;
          lang?: string;
          role?: "cms-admin" | "cms-status-user" | "cms-zzp" | "cms-accountant";
        };
      };
      responses: {
        /** @description One page of the list */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["Customer"][];
              meta: {
                page: number;
                per_page: number;
                total: number;
              };
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/dashboard": {
    /**
     * The admin dashboard
     * @description Roles: cms-admin.
     *
     * Counts per section (translatable content counts both languages), e-mails per form with the unread ones, the 5 newest messages of each form and the 5 most recently changed statuses of each kind.
     */
    get: {
      parameters: {
        query?: {
          /** @description always `json`; ignored */
          _format?: string;
          /** @description cache-busting timestamp; ignored */
          t?: string;
          /** @description language of the messages (default: Accept-Language, else nl) */
          lang?: "nl" | "en";
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["Dashboard"];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/docs": {
    /**
     * The API reference page (HTML)
     * @description Public: anyone may call it.
     */
    get: {
      responses: {
        /** @description OK: `{data: …}` */
        200: {
          content: never;
        };
      };
    };
  };
  "/draft/{type}/{id}": {
    /**
     * Your draft of an item
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. The logged-in user's unsaved form values of the item (`new`: of an add screen), or `data: null` when there is none. Other users' drafts are never shown.
     */
    get: {
      parameters: {
        query?: {
          /** @description a new item's draft in this language (default: the newest of either); an existing item's draft is always in the item's language */
          language?: "nl" | "en";
        };
        path: {
          /** @description page | news | tip | product */
          type: string;
          /** @description the item's id, or `new` for an item not saved yet */
          id: string;
        };
      };
      responses: {
        /** @description The draft, or null */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["Draft"];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    /**
     * Keep your draft of an item
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Stores (or replaces) the logged-in user's draft of the item in its language; one per user, item and language. At most 256 KB (413). Drafts not written for 30 days are removed.
     */
    put: {
      parameters: {
        path: {
          /** @description page | news | tip | product */
          type: string;
          /** @description the item's id, or `new` for an item not saved yet */
          id: string;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            /**
             * @description the language of a new item's draft; an existing item's draft is in the item's language
             * @enum {string}
             */
            language?: "nl" | "en";
            /** @description the form's values as typed (not validated as the item: it may be half done) */
            values: {
              [key: string]: unknown;
            };
          };
        };
      };
      responses: {
        /** @description The stored draft */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["Draft"];
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Too large */
        413: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
    /**
     * Discard your draft of an item
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Removes the logged-in user's draft of the item (in `language`, or in both). Answers the number removed; 0 when there was none.
     */
    delete: {
      parameters: {
        query?: {
          /** @description a new item's draft in this language (default: the newest of either); an existing item's draft is always in the item's language */
          language?: "nl" | "en";
        };
        path: {
          /** @description page | news | tip | product */
          type: string;
          /** @description the item's id, or `new` for an item not saved yet */
          id: string;
        };
      };
      responses: {
        /** @description How many drafts were removed */
        200: {
          content: {
            "application/json": {
              data: {
                deleted: number;
              };
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/email-phone/{id}": {
    /**
     * One message of the phone (call-back) form
     * @description Roles: cms-admin.
     *
     * A message of another kind is not found here (404 'E-mail not found').
     */
    get: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["EmailMessage"];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/email-phone/delete/{id}": {
    /**
     * Delete a message (its unsent mails go with it)
     * @description Roles: cms-admin.
     */
    delete: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: {
                /** @enum {boolean} */
                deleted: true;
                id: number;
              };
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/email-phone/mark-read/{id}": {
    /**
     * Mark a message read (or unread with `{read: false}`)
     * @description Roles: cms-admin.
     */
    put: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      requestBody?: {
        content: {
          "application/json": {
            /** @default true */
            read?: boolean;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["EmailMessage"];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/email-remote-assistance/{id}": {
    /**
     * One message of the remote assistance form
     * @description Roles: cms-admin.
     *
     * A message of another kind is not found here (404 'E-mail not found').
     */
    get: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["EmailMessage"];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/email-remote-assistance/delete/{id}": {
    /**
     * Delete a message (its unsent mails go with it)
     * @description Roles: cms-admin.
     */
    delete: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: {
                /** @enum {boolean} */
                deleted: true;
                id: number;
              };
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/email-remote-assistance/mark-read/{id}": {
    /**
     * Mark a message read (or unread with `{read: false}`)
     * @description Roles: cms-admin.
     */
    put: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      requestBody?: {
        content: {
          "application/json": {
            /** @default true */
            read?: boolean;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["EmailMessage"];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/email/{id}": {
    /**
     * One message of the contact form
     * @description Roles: cms-admin.
     *
     * A message of another kind is not found here (404 'E-mail not found').
     */
    get: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["EmailMessage"];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/email/delete/{id}": {
    /**
     * Delete a message (its unsent mails go with it)
     * @description Roles: cms-admin.
     */
    delete: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: {
                /** @enum {boolean} */
                deleted: true;
                id: number;
              };
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/email/mark-read/{id}": {
    /**
     * Mark a message read (or unread with `{read: false}`)
     * @description Roles: cms-admin.
     */
    put: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      requestBody?: {
        content: {
          "application/json": {
            /** @default true */
            read?: boolean;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["EmailMessage"];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/emails": {
    /**
     * List the messages of the contact form
     * @description Roles: cms-admin.
     *
     * Newest first, or by `sort` (id, name, email, phone, read_at, created_at) and `order` (asc|desc). `search` looks in name, e-mail, phone, message and product title.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          search?: string;
          sort?: string;
          order?: "asc" | "desc";
          t?: string;
          _format?: string;
          lang?: string;
          /** @description `1`/`true`: only unread messages */
          unread?: "0" | "1" | "true" | "false";
        };
      };
      responses: {
        /** @description One page of the list */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["EmailMessage"][];
              meta: {
                page: number;
                per_page: number;
                total: number;
              };
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/emails-phone": {
    /**
     * List the messages of the phone (call-back) form
     * @description Roles: cms-admin.
     *
     * Newest first, or by `sort` (id, name, email, phone, read_at, created_at) and `order` (asc|desc). `search` looks in name, e-mail, phone, message and product title.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          search?: string;
          sort?: string;
          order?: "asc" | "desc";
          t?: string;
          _format?: string;
          lang?: string;
          /** @description `1`/`true`: only unread messages */
          unread?: "0" | "1" | "true" | "false";
        };
      };
      responses: {
        /** @description One page of the list */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["EmailMessage"][];
              meta: {
                page: number;
                per_page: number;
                total: number;
              };
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/emails-phone/add-email": {
    /**
     * Add a message of the phone (call-back) form by hand
     * @description Roles: cms-admin.
     *
     * Stored as read; no mails are sent.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            name: string;
            phone: string;
            /** @default */
            preferred_moment?: string;
            /** @default */
            message?: string;
            /**
             * @default nl
             * @enum {string}
             */
            language?: "nl" | "en";
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["EmailMessage"];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/emails-remote-assistance": {
    /**
     * List the messages of the remote assistance form
     * @description Roles: cms-admin.
     *
     * Newest first, or by `sort` (id, name, email, phone, read_at, created_at) and `order` (asc|desc). `search` looks in name, e-mail, phone, message and product title.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          search?: string;
          sort?: string;
          order?: "asc" | "desc";
          t?: string;
          _format?: string;
          lang?: string;
          /** @description `1`/`true`: only unread messages */
          unread?: "0" | "1" | "true" | "false";
        };
      };
      responses: {
        /** @description One page of the list */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["EmailMessage"][];
              meta: {
                page: number;
                per_page: number;
                total: number;
              };
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/emails-remote-assistance/add-email": {
    /**
     * Add a message of the remote assistance form by hand
     * @description Roles: cms-admin.
     *
     * Stored as read; no mails are sent.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            name: string;
            email: string;
            phone: string;
            message: string;
            /**
             * @default nl
             * @enum {string}
             */
            language?: "nl" | "en";
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["EmailMessage"];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/emails/add-email": {
    /**
     * Add a message of the contact form by hand
     * @description Roles: cms-admin.
     *
     * Stored as read; no mails are sent.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            name: string;
            email: string;
            /** @default */
            phone?: string;
            message: string;
            /**
             * @default nl
             * @enum {string}
             */
            language?: "nl" | "en";
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["EmailMessage"];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/feature/{id}": {
    /**
     * One feature (admin, any visibility)
     * @description Roles: cms-admin.
     *
     * Role: cms-admin.
     */
    get: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description The feature */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["Feature"];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/feature/delete/{id}": {
    /**
     * Delete a feature and its translation
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Deletes the feature together with its translation sibling in one transaction, then removes the uploads they used that nothing else refers to. `translations_deleted` says whether a sibling was deleted too.
     */
    delete: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description What was deleted */
        200: {
          content: {
            "application/json": {
              data: {
                /** @description ids of the deleted rows: the item and its translation */
                deleted: number[];
                translations_deleted: boolean;
              };
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/feature/edit/{id}": {
    /**
     * Change a feature
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Only the fields sent are changed; unknown fields are refused (422). Fields both language versions share (price, stock, images, dates, order, menu flags) are copied to the translation sibling; an upload the edit stopped using is removed when nothing else refers to it.
     */
    put: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            /** @enum {string} */
            language?: "nl" | "en";
            title?: string;
            /** @enum {string|null} */
            icon?: "apk" | "cablemanagement" | "calendar" | "clean" | "desk" | "diagnose" | "fast" | "guarantee" | "invoice" | "malware" | "memory-upgrade" | "new-installation" | "new-laptop" | "new-computer" | "old-phone" | "phone" | "professional" | "quality" | "recycle" | "remote-help" | "repair" | "second-hand" | "security" | "sell" | "service-at-home" | "ssd-upgrade" | "star" | "wifi" | "backup" | "network" | "printer" | "email" | null;
            position?: number | null;
            visible?: boolean;
          };
        };
      };
      responses: {
        /** @description The changed feature */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["Feature"];
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Duplicate */
        409: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/features": {
    /**
     * List features (admin)
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Paginated (page, per_page ≤ 100), `search` (contains, case-insensitive), `sort` (id, title, language, position, visible, created_at, updated_at) and `order` (asc|desc), optional `language`.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          search?: string;
          sort?: string;
          order?: "asc" | "desc";
          language?: "nl" | "en";
          t?: string;
          _format?: string;
          lang?: string;
        };
      };
      responses: {
        /** @description The features */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["Feature"][];
              meta: {
                page: number;
                per_page: number;
                total: number;
              };
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/features/add-feature": {
    /**
     * Add a feature
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Unknown fields are refused (422). `translation_of` (optional, where the feature is translatable) makes the new row the translation sibling of that row.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @enum {string} */
            language: "nl" | "en";
            title: string;
            /** @enum {string|null} */
            icon?: "apk" | "cablemanagement" | "calendar" | "clean" | "desk" | "diagnose" | "fast" | "guarantee" | "invoice" | "malware" | "memory-upgrade" | "new-installation" | "new-laptop" | "new-computer" | "old-phone" | "phone" | "professional" | "quality" | "recycle" | "remote-help" | "repair" | "second-hand" | "security" | "sell" | "service-at-home" | "ssd-upgrade" | "star" | "wifi" | "backup" | "network" | "printer" | "email" | null;
            position?: number | null;
            visible?: boolean;
            translation_of?: number;
          };
        };
      };
      responses: {
        /** @description The new feature */
        201: {
          content: {
            "application/json": {
              data: components["schemas"]["Feature"];
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Duplicate */
        409: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/gallery-images/{folder}": {
    /**
     * The images of a gallery folder
     * @description Public: anyone may call it.
     *
     * The uploads with page type `gallery` and page id = `folder`, oldest first, with their variants. An unknown folder is an empty list.
     */
    get: {
      parameters: {
        query?: {
          /** @description always `json`; ignored */
          _format?: string;
          /** @description cache-busting timestamp; ignored */
          t?: string;
          /** @description language of the messages (default: Accept-Language, else nl) */
          lang?: "nl" | "en";
        };
        path: {
          folder: string;
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["GalleryImage"][];
            };
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/health": {
    /**
     * Liveness: the process answers
     * @description Public: anyone may call it.
     */
    get: {
      responses: {
        /** @description OK: `{data: …}` */
        200: {
          content: never;
        };
      };
    };
  };
  "/image-upload/tiny-mce-upload": {
    /**
     * Upload an image (editor, FilePond)
     * @description Roles: cms-admin.
     *
     * The type is judged by the file's content (magic bytes), not its name: JPEG, PNG, WebP, GIF and AVIF are accepted, anything else (SVG and HTML included) is 415 'File of invalid type'. At most 10 MiB (413 'File is too large') and 40 megapixels; a damaged or truncated image is 422. The image is re-encoded (metadata removed, EXIF orientation applied) and stored under `/uploads/<page-type>/<page-id>/<random>.<ext>` with WebP and AVIF variants `<random>-<width>.webp|avif` at widths 480, 960 and 1600 (not wider than the original). The answer's `data` is the image's URL.
     */
    post: {
      requestBody: {
        content: {
          "multipart/form-data": {
            /**
             * Format: binary
             * @description JPEG, PNG, WebP, GIF or AVIF; ≤ 10 MiB
             */
            file?: string;
            /**
             * @description lower-case letters, digits and dashes, e.g. `news`, `page`, `gallery`
             * @example news
             */
            "page-type": string;
            /**
             * @description letters, digits and dashes: the item id (or the gallery folder)
             * @example 12
             */
            "page-id": string;
          };
        };
      };
      responses: {
        /** @description The image's URL */
        200: {
          content: {
            "application/json": {
              /** @example /uploads/news/12/k3J9aQ2xv0PzLm4R.jpg */
              data: string;
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Too large */
        413: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/login": {
    /**
     * Log in: sets the session (httpOnly, 1 day), user_state (3 days) and a new XSRF-TOKEN cookie
     * @description Public: anyone may call it.
     *
     * A new session id at every login. While a session of another account is active: 409 'You are already logged in with another account…' and that session stays (the same account again is a normal login). Wrong e-mail and wrong password give the same 401. 5 failed attempts for one address within 15 minutes lock it for 15 minutes (423, also for the right password; `retry_after` seconds and a Retry-After header). 20 failures from one client address within 15 minutes: 429. With two-step verification on, the right password answers `{two_factor_required: true}` without a session and sets the httpOnly `two_factor` cookie (5 minutes); `POST login/two-factor` completes the login. With ADMIN_2FA=required a cms-admin without it answers `two_factor_setup_required: true` too (15 minutes to enrol through `login/two-factor/setup` and `login/two-factor/enable`).
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            email: string;
            password: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: {
                user: components["schemas"]["SessionUser"];
              } | {
                /** @enum {boolean} */
                two_factor_required: true;
                /** @enum {boolean} */
                two_factor_setup_required?: true;
              };
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Duplicate */
        409: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Too large */
        413: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Account locked */
        423: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Too many requests */
        429: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/login/two-factor": {
    /**
     * Second step of a login: a TOTP code or a recovery code completes it
     * @description Public: anyone may call it.
     *
     * Needs the httpOnly `two_factor` cookie that `POST login` set in this browser (5 minutes); without it, or expired: 409 (log in again). A wrong code: 422, and it counts as a failed login: 5 in a row lock the account (423), 20 from one client address throttle it (429). A code is accepted once; recovery codes once each.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            code: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: {
                user: components["schemas"]["SessionUser"];
              };
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Duplicate */
        409: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Too large */
        413: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Account locked */
        423: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Too many requests */
        429: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/login/two-factor/enable": {
    /**
     * Enrolment during login: one code confirms it; the login completes and the recovery codes are shown once
     * @description Public: anyone may call it.
     *
     * A wrong code: 422, and it counts as a failed login: 5 in a row lock the account (423), 20 from one client address throttle it (429).
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            code: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: {
                user: components["schemas"]["SessionUser"];
                recovery_codes: string[];
              };
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Duplicate */
        409: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Too large */
        413: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Account locked */
        423: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Too many requests */
        429: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/login/two-factor/setup": {
    /**
     * Enrolment during login (ADMIN_2FA=required): a new TOTP secret for the pending account
     * @description Public: anyone may call it.
     */
    post: {
      requestBody: {
        content: {
          "application/json": Record<string, never>;
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: {
                secret: string;
                otpauth_url: string;
              };
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Duplicate */
        409: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Too large */
        413: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/logout": {
    /**
     * Log out: ends the session server-side and clears the cookies
     * @description Any logged-in user.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @enum {string} */
            role?: "cms-admin" | "cms-status-user" | "cms-zzp" | "cms-accountant";
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: {
                /** @enum {boolean} */
                logged_out: true;
                login_redirect: string;
              };
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Too large */
        413: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/me": {
    /**
     * The logged-in user, or null
     * @description Public: anyone may call it.
     */
    get: {
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: {
                user: components["schemas"]["SessionUser"];
              };
            };
          };
        };
      };
    };
  };
  "/metrics": {
    /**
     * Figures of this process in the Prometheus text format (0.0.4)
     * @description Public: anyone may call it.
     *
     * Needs `Authorization: Bearer <METRICS_TOKEN>` (not a session). Answers 404 when `METRICS_TOKEN` is not configured. Requests by route pattern and status with latency histograms, page-cache results, failed logins, the mail outbox's queue and the database pool; counters start at zero with each process.
     */
    get: {
      responses: {
        /** @description The metrics */
        200: {
          content: {
            "text/plain": string;
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/news": {
    /**
     * List news items (admin)
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Paginated (page, per_page ≤ 100), `search` (contains, case-insensitive), `sort` (id, title, url, language, visible, published_at, created_at, updated_at) and `order` (asc|desc), optional `language`.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          search?: string;
          sort?: string;
          order?: "asc" | "desc";
          language?: "nl" | "en";
          t?: string;
          _format?: string;
          lang?: string;
        };
      };
      responses: {
        /** @description The news items */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["NewsItem"][];
              meta: {
                page: number;
                per_page: number;
                total: number;
              };
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/news-categories": {
    /**
     * List news categorys (admin)
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Paginated (page, per_page ≤ 100), `search` (contains, case-insensitive), `sort` (id, title, created_at, updated_at) and `order` (asc|desc), optional `language`.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          search?: string;
          sort?: string;
          order?: "asc" | "desc";
          language?: "nl" | "en";
          t?: string;
          _format?: string;
          lang?: string;
        };
      };
      responses: {
        /** @description The news categorys */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["NewsCategory"][];
              meta: {
                page: number;
                per_page: number;
                total: number;
              };
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/news-categories/add-news-category": {
    /**
     * Add a news category
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Unknown fields are refused (422). `translation_of` (optional, where the news category is translatable) makes the new row the translation sibling of that row.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            title: string;
            title_nl: string;
            title_en: string;
          };
        };
      };
      responses: {
        /** @description The new news category */
        201: {
          content: {
            "application/json": {
              data: components["schemas"]["NewsCategory"];
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Duplicate */
        409: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/news-category/{id}": {
    /**
     * One news category (admin, any visibility)
     * @description Roles: cms-admin.
     *
     * Role: cms-admin.
     */
    get: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description The news category */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["NewsCategory"];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/news-category/delete/{id}": {
    /**
     * Delete a news category and its translation
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Deletes the news category together with its translation sibling in one transaction, then removes the uploads they used that nothing else refers to. `translations_deleted` says whether a sibling was deleted too.
     */
    delete: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description What was deleted */
        200: {
          content: {
            "application/json": {
              data: {
                /** @description ids of the deleted rows: the item and its translation */
                deleted: number[];
                translations_deleted: boolean;
              };
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/news-category/edit/{id}": {
    /**
     * Change a news category
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Only the fields sent are changed; unknown fields are refused (422). Fields both language versions share (price, stock, images, dates, order, menu flags) are copied to the translation sibling; an upload the edit stopped using is removed when nothing else refers to it.
     */
    put: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            title?: string;
            title_nl?: string;
            title_en?: string;
          };
        };
      };
      responses: {
        /** @description The changed news category */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["NewsCategory"];
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Duplicate */
        409: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/news-group/{id}": {
    /**
     * One news group (admin, any visibility)
     * @description Roles: cms-admin.
     *
     * Role: cms-admin.
     */
    get: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description The news group */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["NewsGroup"];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/news-group/delete/{id}": {
    /**
     * Delete a news group and its translation
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Deletes the news group together with its translation sibling in one transaction, then removes the uploads they used that nothing else refers to. `translations_deleted` says whether a sibling was deleted too.
     */
    delete: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description What was deleted */
        200: {
          content: {
            "application/json": {
              data: {
                /** @description ids of the deleted rows: the item and its translation */
                deleted: number[];
                translations_deleted: boolean;
              };
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/news-group/edit/{id}": {
    /**
     * Change a news group
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Only the fields sent are changed; unknown fields are refused (422). Fields both language versions share (price, stock, images, dates, order, menu flags) are copied to the translation sibling; an upload the edit stopped using is removed when nothing else refers to it.
     */
    put: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            /** @enum {string} */
            language?: "nl" | "en";
            title?: string;
          };
        };
      };
      responses: {
        /** @description The changed news group */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["NewsGroup"];
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Duplicate */
        409: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/news-groups": {
    /**
     * List news groups (admin)
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Paginated (page, per_page ≤ 100), `search` (contains, case-insensitive), `sort` (id, title, language, created_at, updated_at) and `order` (asc|desc), optional `language`.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          search?: string;
          sort?: string;
          order?: "asc" | "desc";
          language?: "nl" | "en";
          t?: string;
          _format?: string;
          lang?: string;
        };
      };
      responses: {
        /** @description The news groups */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["NewsGroup"][];
              meta: {
                page: number;
                per_page: number;
                total: number;
              };
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/news-groups/add-news-group": {
    /**
     * Add a news group
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Unknown fields are refused (422). `translation_of` (optional, where the news group is translatable) makes the new row the translation sibling of that row.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @enum {string} */
            language: "nl" | "en";
            title: string;
            translation_of?: number;
          };
        };
      };
      responses: {
        /** @description The new news group */
        201: {
          content: {
            "application/json": {
              data: components["schemas"]["NewsGroup"];
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Duplicate */
        409: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/news-item-title-exists/{title}": {
    /**
     * Is a news item title taken?
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Case-insensitive. `?language=` limits the check to one language (titles are unique per language); `?except_id=` ignores the news item being edited.
     */
    get: {
      parameters: {
        query?: {
          /** @description only this language (default: any) */
          language?: "nl" | "en";
          /** @description ignore this row (the one being edited) */
          except_id?: number;
        };
        path: {
          title: string;
        };
      };
      responses: {
        /** @description true when taken */
        200: {
          content: {
            "application/json": {
              data: boolean;
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/news-item/next-news-id": {
    /**
     * The id the next news item will get
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Used by the admin to upload images before the first save.
     */
    get: {
      responses: {
        /** @description The next id */
        200: {
          content: {
            "application/json": {
              data: number;
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/news/{id}": {
    /**
     * One news item (admin, any visibility)
     * @description Roles: cms-admin.
     *
     * Role: cms-admin.
     */
    get: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description The news item */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["NewsItem"];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/news/add-news": {
    /**
     * Add a news item
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Unknown fields are refused (422). `translation_of` (optional, where the news item is translatable) makes the new row the translation sibling of that row.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @enum {string} */
            language: "nl" | "en";
            title: string;
            subtitle?: string;
            show_subtitle?: boolean;
            intro?: string;
            show_intro?: boolean;
            show_action_btn?: boolean;
            action_btn_title?: string;
            image: string;
            header_image?: string;
            show_slider?: boolean;
            slider_images?: string[];
            seo_description?: string;
            facebook_image?: string;
            url: string;
            text?: string;
            category_id?: number | null;
            news_group_id?: number | null;
            is_teaser?: boolean;
            show_in_overview?: boolean;
            /** Format: date-time */
            published_at?: string;
            visible?: boolean;
            /** Format: date-time */
            publish_at?: string | null;
            /** Format: date-time */
            unpublish_at?: string | null;
            translation_of?: number;
          };
        };
      };
      responses: {
        /** @description The new news item */
        201: {
          content: {
            "application/json": {
              data: components["schemas"]["NewsItem"];
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Duplicate */
        409: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/news/delete/{id}": {
    /**
     * Delete a news item and its translation
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Deletes the news item together with its translation sibling in one transaction, then removes the uploads they used (and those in their upload folders, page-type `news`) that nothing else refers to. `translations_deleted` says whether a sibling was deleted too.
     */
    delete: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description What was deleted */
        200: {
          content: {
            "application/json": {
              data: {
                /** @description ids of the deleted rows: the item and its translation */
                deleted: number[];
                translations_deleted: boolean;
              };
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/news/edit/{id}": {
    /**
     * Change a news item
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Only the fields sent are changed; unknown fields are refused (422). Fields both language versions share (price, stock, images, dates, order, menu flags) are copied to the translation sibling; an upload the edit stopped using is removed when nothing else refers to it.
     */
    put: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            /** @enum {string} */
            language?: "nl" | "en";
            title?: string;
            subtitle?: string;
            show_subtitle?: boolean;
            intro?: string;
            show_intro?: boolean;
            show_action_btn?: boolean;
            action_btn_title?: string;
            image?: string;
            header_image?: string;
            show_slider?: boolean;
            slider_images?: string[];
            seo_description?: string;
            facebook_image?: string;
            url?: string;
            text?: string;
            category_id?: number | null;
            news_group_id?: number | null;
            is_teaser?: boolean;
            show_in_overview?: boolean;
            /** Format: date-time */
            published_at?: string;
            visible?: boolean;
            /** Format: date-time */
            publish_at?: string | null;
            /** Format: date-time */
            unpublish_at?: string | null;
          };
        };
      };
      responses: {
        /** @description The changed news item */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["NewsItem"];
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Duplicate */
        409: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/openapi.json": {
    /**
     * This OpenAPI document
     * @description Public: anyone may call it.
     */
    get: {
      responses: {
        /** @description OK: `{data: …}` */
        200: {
          content: never;
        };
      };
    };
  };
  "/page-menu-title-exists/{title}": {
    /**
     * Is a menu title taken?
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Case-insensitive. `?language=` limits the check to one language (the uniqueness rule is per language); `?except_id=` ignores the page being edited.
     */
    get: {
      parameters: {
        query?: {
          /** @description only this language (default: any) */
          language?: "nl" | "en";
          /** @description ignore this row (the one being edited) */
          except_id?: number;
        };
        path: {
          title: string;
        };
      };
      responses: {
        /** @description true when taken */
        200: {
          content: {
            "application/json": {
              data: boolean;
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/page/{id}": {
    /**
     * One page (admin, any visibility)
     * @description Roles: cms-admin.
     *
     * Role: cms-admin.
     */
    get: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description The page */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["Page"];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/page/delete/{id}": {
    /**
     * Delete a page and its translation
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Deletes the page together with its translation sibling in one transaction, then removes the uploads they used (and those in their upload folders, page-type `pages`) that nothing else refers to. `translations_deleted` says whether a sibling was deleted too.
     */
    delete: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description What was deleted */
        200: {
          content: {
            "application/json": {
              data: {
                /** @description ids of the deleted rows: the item and its translation */
                deleted: number[];
                translations_deleted: boolean;
              };
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/page/edit/{id}": {
    /**
     * Change a page
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Only the fields sent are changed; unknown fields are refused (422). Fields both language versions share (price, stock, images, dates, order, menu flags) are copied to the translation sibling; an upload the edit stopped using is removed when nothing else refers to it.
     */
    put: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            /** @enum {string} */
            language?: "nl" | "en";
            title?: string;
            subtitle?: string;
            show_subtitle?: boolean;
            intro?: string;
            show_intro?: boolean;
            show_action_btn?: boolean;
            action_btn_title?: string;
            image?: string;
            header_image?: string;
            show_slider?: boolean;
            slider_images?: string[];
            seo_description?: string;
            facebook_image?: string;
            url?: string;
            canonical_url?: string;
            menu_title?: string;
            belongs_to?: number | null;
            visible_in_menu?: boolean;
            position_in_menu?: number | null;
            visible_in_top_menu?: boolean;
            position_in_top_menu?: number | null;
            visible_in_footer_menu?: boolean;
            position_in_footer_menu?: number | null;
            visible?: boolean;
            /** Format: date-time */
            publish_at?: string | null;
            /** Format: date-time */
            unpublish_at?: string | null;
            blocks?: (({
                id: string;
                /** @default */
                title?: string;
                /** @default */
                subtitle?: string;
                /** @default false */
                show_subtitle?: boolean;
                /**
                 * @default white
                 * @enum {string}
                 */
                background?: "white" | "gray" | "blue";
                /** @default false */
                space_top?: boolean;
                /** @default false */
                space_bottom?: boolean;
                /** @default false */
                show_contact_buttons?: boolean;
                /** @default */
                contact_buttons_title?: string;
                /** @default */
                contact_buttons_text?: string;
                /** @default false */
                show_appointment_button?: boolean;
                /** @default false */
                show_question_button?: boolean;
                /** @default false */
                bevelled_edge?: boolean;
                /** @enum {string} */
                type: "card";
                cards: {
                    title: string;
                    /** @default */
                    text?: string;
                    /** @default */
                    image?: string;
                    /** @default */
                    link?: string;
                  }[];
              }) | ({
                id: string;
                /** @default */
                title?: string;
                /** @default */
                subtitle?: string;
                /** @default false */
                show_subtitle?: boolean;
                /**
                 * @default white
                 * @enum {string}
                 */
                background?: "white" | "gray" | "blue";
                /** @default false */
                space_top?: boolean;
                /** @default false */
                space_bottom?: boolean;
                /** @default false */
                show_contact_buttons?: boolean;
                /** @default */
                contact_buttons_title?: string;
                /** @default */
                contact_buttons_text?: string;
                /** @default false */
                show_appointment_button?: boolean;
                /** @default false */
                show_question_button?: boolean;
                /** @default false */
                bevelled_edge?: boolean;
                /** @enum {string} */
                type: "comparison";
                /** @default */
                before_image: string;
                /** @default */
                after_image: string;
                /** @default */
                before_label?: string;
                /** @default */
                after_label?: string;
              }) | ({
                id: string;
                /** @default */
                title?: string;
                /** @default */
                subtitle?: string;
                /** @default false */
                show_subtitle?: boolean;
                /**
                 * @default white
                 * @enum {string}
                 */
                background?: "white" | "gray" | "blue";
                /** @default false */
                space_top?: boolean;
                /** @default false */
                space_bottom?: boolean;
                /** @default false */
                show_contact_buttons?: boolean;
                /** @default */
                contact_buttons_title?: string;
                /** @default */
                contact_buttons_text?: string;
                /** @default false */
                show_appointment_button?: boolean;
                /** @default false */
                show_question_button?: boolean;
                /** @default false */
                bevelled_edge?: boolean;
                /** @enum {string} */
                type: "faq";
                items: {
                    question: string;
                    answer: string;
                  }[];
              }) | ({
                id: string;
                /** @default */
                title?: string;
                /** @default */
                subtitle?: string;
                /** @default false */
                show_subtitle?: boolean;
                /**
                 * @default white
                 * @enum {string}
                 */
                background?: "white" | "gray" | "blue";
                /** @default false */
                space_top?: boolean;
                /** @default false */
                space_bottom?: boolean;
                /** @default false */
                show_contact_buttons?: boolean;
                /** @default */
                contact_buttons_title?: string;
                /** @default */
                contact_buttons_text?: string;
                /** @default false */
                show_appointment_button?: boolean;
                /** @default false */
                show_question_button?: boolean;
                /** @default false */
                bevelled_edge?: boolean;
                /** @enum {string} */
                type: "gallery";
                folder: string;
              }) | ({
                id: string;
                /** @default */
                title?: string;
                /** @default */
                subtitle?: string;
                /** @default false */
                show_subtitle?: boolean;
                /**
                 * @default white
                 * @enum {string}
                 */
                background?: "white" | "gray" | "blue";
                /** @default false */
                space_top?: boolean;
                /** @default false */
                space_bottom?: boolean;
                /** @default false */
                show_contact_buttons?: boolean;
                /** @default */
                contact_buttons_title?: string;
                /** @default */
                contact_buttons_text?: string;
                /** @default false */
                show_appointment_button?: boolean;
                /** @default false */
                show_question_button?: boolean;
                /** @default false */
                bevelled_edge?: boolean;
                /** @enum {string} */
                type: "intro";
                /** @default */
                text?: string;
              }) | ({
                id: string;
                /** @default */
                title?: string;
                /** @default */
                subtitle?: string;
                /** @default false */
                show_subtitle?: boolean;
                /**
                 * @default white
                 * @enum {string}
                 */
                background?: "white" | "gray" | "blue";
                /** @default false */
                space_top?: boolean;
                /** @default false */
                space_bottom?: boolean;
                /** @default false */
                show_contact_buttons?: boolean;
                /** @default */
                contact_buttons_title?: string;
                /** @default */
                contact_buttons_text?: string;
                /** @default false */
                show_appointment_button?: boolean;
                /** @default false */
                show_question_button?: boolean;
                /** @default false */
                bevelled_edge?: boolean;
                /** @enum {string} */
                type: "text";
                /** @default */
                html?: string;
                /** @default */
                image?: string;
                /**
                 * @default right
                 * @enum {string}
                 */
                image_position?: "left" | "right";
              }) | ({
                id: string;
                /** @default */
                title?: string;
                /** @default */
                subtitle?: string;
                /** @default false */
                show_subtitle?: boolean;
                /**
                 * @default white
                 * @enum {string}
                 */
                background?: "white" | "gray" | "blue";
                /** @default false */
                space_top?: boolean;
                /** @default false */
                space_bottom?: boolean;
                /** @default false */
                show_contact_buttons?: boolean;
                /** @default */
                contact_buttons_title?: string;
                /** @default */
                contact_buttons_text?: string;
                /** @default false */
                show_appointment_button?: boolean;
                /** @default false */
                show_question_button?: boolean;
                /** @default false */
                bevelled_edge?: boolean;
                /** @enum {string} */
                type: "contact";
                /** @default */
                text?: string;
              }) | ({
                id: string;
                /** @default */
                title?: string;
                /** @default */
                subtitle?: string;
                /** @default false */
                show_subtitle?: boolean;
                /**
                 * @default white
                 * @enum {string}
                 */
                background?: "white" | "gray" | "blue";
                /** @default false */
                space_top?: boolean;
                /** @default false */
                space_bottom?: boolean;
                /** @default false */
                show_contact_buttons?: boolean;
                /** @default */
                contact_buttons_title?: string;
                /** @default */
                contact_buttons_text?: string;
                /** @default false */
                show_appointment_button?: boolean;
                /** @default false */
                show_question_button?: boolean;
                /** @default false */
                bevelled_edge?: boolean;
                /** @enum {string} */
                type: "news";
                /**
                 * @default random
                 * @enum {string}
                 */
                mode?: "random" | "specific" | "category_group";
                /** @default 3 */
                count?: number;
                /** @default [] */
                news_ids?: number[];
                /** @default null */
                category_id?: number | null;
                /** @default null */
                news_group_id?: number | null;
              }) | ({
                id: string;
                /** @default */
                title?: string;
                /** @default */
                subtitle?: string;
                /** @default false */
                show_subtitle?: boolean;
                /**
                 * @default white
                 * @enum {string}
                 */
                background?: "white" | "gray" | "blue";
                /** @default false */
                space_top?: boolean;
                /** @default false */
                space_bottom?: boolean;
                /** @default false */
                show_contact_buttons?: boolean;
                /** @default */
                contact_buttons_title?: string;
                /** @default */
                contact_buttons_text?: string;
                /** @default false */
                show_appointment_button?: boolean;
                /** @default false */
                show_question_button?: boolean;
                /** @default false */
                bevelled_edge?: boolean;
                /** @enum {string} */
                type: "service";
                /**
                 * @default services
                 * @enum {string}
                 */
                mode?: "services" | "service_groups";
                /** @default [] */
                service_ids?: number[];
                /** @default [] */
                service_group_ids?: number[];
              }) | ({
                id: string;
                /** @default */
                title?: string;
                /** @default */
                subtitle?: string;
                /** @default false */
                show_subtitle?: boolean;
                /**
                 * @default white
                 * @enum {string}
                 */
                background?: "white" | "gray" | "blue";
                /** @default false */
                space_top?: boolean;
                /** @default false */
                space_bottom?: boolean;
                /** @default false */
                show_contact_buttons?: boolean;
                /** @default */
                contact_buttons_title?: string;
                /** @default */
                contact_buttons_text?: string;
                /** @default false */
                show_appointment_button?: boolean;
                /** @default false */
                show_question_button?: boolean;
                /** @default false */
                bevelled_edge?: boolean;
                /** @enum {string} */
                type: "tip";
                /** @default [] */
                tip_ids?: number[];
                /** @default 4 */
                count?: number;
              }) | ({
                id: string;
                /** @default */
                title?: string;
                /** @default */
                subtitle?: string;
                /** @default false */
                show_subtitle?: boolean;
                /**
                 * @default white
                 * @enum {string}
                 */
                background?: "white" | "gray" | "blue";
                /** @default false */
                space_top?: boolean;
                /** @default false */
                space_bottom?: boolean;
                /** @default false */
                show_contact_buttons?: boolean;
                /** @default */
                contact_buttons_title?: string;
                /** @default */
                contact_buttons_text?: string;
                /** @default false */
                show_appointment_button?: boolean;
                /** @default false */
                show_question_button?: boolean;
                /** @default false */
                bevelled_edge?: boolean;
                /** @enum {string} */
                type: "slider_text";
                slides: {
                    title: string;
                    /** @default */
                    text?: string;
                  }[];
              }) | ({
                id: string;
                /** @default */
                title?: string;
                /** @default */
                subtitle?: string;
                /** @default false */
                show_subtitle?: boolean;
                /**
                 * @default white
                 * @enum {string}
                 */
                background?: "white" | "gray" | "blue";
                /** @default false */
                space_top?: boolean;
                /** @default false */
                space_bottom?: boolean;
                /** @default false */
                show_contact_buttons?: boolean;
                /** @default */
                contact_buttons_title?: string;
                /** @default */
                contact_buttons_text?: string;
                /** @default false */
                show_appointment_button?: boolean;
                /** @default false */
                show_question_button?: boolean;
                /** @default false */
                bevelled_edge?: boolean;
                /** @enum {string} */
                type: "text_columns";
                columns: ({
                    /** @enum {string} */
                    icon: "apk" | "cablemanagement" | "calendar" | "clean" | "desk" | "diagnose" | "fast" | "guarantee" | "invoice" | "malware" | "memory-upgrade" | "new-installation" | "new-laptop" | "new-computer" | "old-phone" | "phone" | "professional" | "quality" | "recycle" | "remote-help" | "repair" | "second-hand" | "security" | "sell" | "service-at-home" | "ssd-upgrade" | "star" | "wifi" | "backup" | "network" | "printer" | "email";
                    title: string;
                    /** @default */
                    text?: string;
                  })[];
              }))[];
          };
        };
      };
      responses: {
        /** @description The changed page */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["Page"];
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Duplicate */
        409: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/pages": {
    /**
     * List pages (admin)
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Paginated (page, per_page ≤ 100), `search` (contains, case-insensitive), `sort` (id, title, menu_title, full_url, language, position_in_menu, visible, created_at, updated_at) and `order` (asc|desc), optional `language`.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          search?: string;
          sort?: string;
          order?: "asc" | "desc";
          language?: "nl" | "en";
          t?: string;
          _format?: string;
          lang?: string;
        };
      };
      responses: {
        /** @description The pages */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["Page"][];
              meta: {
                page: number;
                per_page: number;
                total: number;
              };
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/pages/add-page": {
    /**
     * Add a page
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Unknown fields are refused (422). `translation_of` (optional, where the page is translatable) makes the new row the translation sibling of that row.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @enum {string} */
            language: "nl" | "en";
            title: string;
            subtitle?: string;
            show_subtitle?: boolean;
            intro?: string;
            show_intro?: boolean;
            show_action_btn?: boolean;
            action_btn_title?: string;
            image?: string;
            header_image?: string;
            show_slider?: boolean;
            slider_images?: string[];
            seo_description?: string;
            facebook_image?: string;
            url: string;
            canonical_url?: string;
            menu_title?: string;
            belongs_to?: number | null;
            visible_in_menu?: boolean;
            position_in_menu?: number | null;
            visible_in_top_menu?: boolean;
            position_in_top_menu?: number | null;
            visible_in_footer_menu?: boolean;
            position_in_footer_menu?: number | null;
            visible?: boolean;
            /** Format: date-time */
            publish_at?: string | null;
            /** Format: date-time */
            unpublish_at?: string | null;
            blocks?: (({
                id: string;
                /** @default */
                title?: string;
                /** @default */
                subtitle?: string;
                /** @default false */
                show_subtitle?: boolean;
                /**
                 * @default white
                 * @enum {string}
                 */
                background?: "white" | "gray" | "blue";
                /** @default false */
                space_top?: boolean;
                /** @default false */
                space_bottom?: boolean;
                /** @default false */
                show_contact_buttons?: boolean;
                /** @default */
                contact_buttons_title?: string;
                /** @default */
                contact_buttons_text?: string;
                /** @default false */
                show_appointment_button?: boolean;
                /** @default false */
                show_question_button?: boolean;
                /** @default false */
                bevelled_edge?: boolean;
                /** @enum {string} */
                type: "card";
                cards: {
                    title: string;
                    /** @default */
                    text?: string;
                    /** @default */
                    image?: string;
                    /** @default */
                    link?: string;
                  }[];
              }) | ({
                id: string;
                /** @default */
                title?: string;
                /** @default */
                subtitle?: string;
                /** @default false */
                show_subtitle?: boolean;
                /**
                 * @default white
                 * @enum {string}
                 */
                background?: "white" | "gray" | "blue";
                /** @default false */
                space_top?: boolean;
                /** @default false */
                space_bottom?: boolean;
                /** @default false */
                show_contact_buttons?: boolean;
                /** @default */
                contact_buttons_title?: string;
                /** @default */
                contact_buttons_text?: string;
                /** @default false */
                show_appointment_button?: boolean;
                /** @default false */
                show_question_button?: boolean;
                /** @default false */
                bevelled_edge?: boolean;
                /** @enum {string} */
                type: "comparison";
                /** @default */
                before_image: string;
                /** @default */
                after_image: string;
                /** @default */
                before_label?: string;
                /** @default */
                after_label?: string;
              }) | ({
                id: string;
                /** @default */
                title?: string;
                /** @default */
                subtitle?: string;
                /** @default false */
                show_subtitle?: boolean;
                /**
                 * @default white
                 * @enum {string}
                 */
                background?: "white" | "gray" | "blue";
                /** @default false */
                space_top?: boolean;
                /** @default false */
                space_bottom?: boolean;
                /** @default false */
                show_contact_buttons?: boolean;
                /** @default */
                contact_buttons_title?: string;
                /** @default */
                contact_buttons_text?: string;
                /** @default false */
                show_appointment_button?: boolean;
                /** @default false */
                show_question_button?: boolean;
                /** @default false */
                bevelled_edge?: boolean;
                /** @enum {string} */
                type: "faq";
                items: {
                    question: string;
                    answer: string;
                  }[];
              }) | ({
                id: string;
                /** @default */
                title?: string;
                /** @default */
                subtitle?: string;
                /** @default false */
                show_subtitle?: boolean;
                /**
                 * @default white
                 * @enum {string}
                 */
                background?: "white" | "gray" | "blue";
                /** @default false */
                space_top?: boolean;
                /** @default false */
                space_bottom?: boolean;
                /** @default false */
                show_contact_buttons?: boolean;
                /** @default */
                contact_buttons_title?: string;
                /** @default */
                contact_buttons_text?: string;
                /** @default false */
                show_appointment_button?: boolean;
                /** @default false */
                show_question_button?: boolean;
                /** @default false */
                bevelled_edge?: boolean;
                /** @enum {string} */
                type: "gallery";
                folder: string;
              }) | ({
                id: string;
                /** @default */
                title?: string;
                /** @default */
                subtitle?: string;
                /** @default false */
                show_subtitle?: boolean;
                /**
                 * @default white
                 * @enum {string}
                 */
                background?: "white" | "gray" | "blue";
                /** @default false */
                space_top?: boolean;
                /** @default false */
                space_bottom?: boolean;
                /** @default false */
                show_contact_buttons?: boolean;
                /** @default */
                contact_buttons_title?: string;
                /** @default */
                contact_buttons_text?: string;
                /** @default false */
                show_appointment_button?: boolean;
                /** @default false */
                show_question_button?: boolean;
                /** @default false */
                bevelled_edge?: boolean;
                /** @enum {string} */
                type: "intro";
                /** @default */
                text?: string;
              }) | ({
                id: string;
                /** @default */
                title?: string;
                /** @default */
                subtitle?: string;
                /** @default false */
                show_subtitle?: boolean;
                /**
                 * @default white
                 * @enum {string}
                 */
                background?: "white" | "gray" | "blue";
                /** @default false */
                space_top?: boolean;
                /** @default false */
                space_bottom?: boolean;
                /** @default false */
                show_contact_buttons?: boolean;
                /** @default */
                contact_buttons_title?: string;
                /** @default */
                contact_buttons_text?: string;
                /** @default false */
                show_appointment_button?: boolean;
                /** @default false */
                show_question_button?: boolean;
                /** @default false */
                bevelled_edge?: boolean;
                /** @enum {string} */
                type: "text";
                /** @default */
                html?: string;
                /** @default */
                image?: string;
                /**
                 * @default right
                 * @enum {string}
                 */
                image_position?: "left" | "right";
              }) | ({
                id: string;
                /** @default */
                title?: string;
                /** @default */
                subtitle?: string;
                /** @default false */
                show_subtitle?: boolean;
                /**
                 * @default white
                 * @enum {string}
                 */
                background?: "white" | "gray" | "blue";
                /** @default false */
                space_top?: boolean;
                /** @default false */
                space_bottom?: boolean;
                /** @default false */
                show_contact_buttons?: boolean;
                /** @default */
                contact_buttons_title?: string;
                /** @default */
                contact_buttons_text?: string;
                /** @default false */
                show_appointment_button?: boolean;
                /** @default false */
                show_question_button?: boolean;
                /** @default false */
                bevelled_edge?: boolean;
                /** @enum {string} */
                type: "contact";
                /** @default */
                text?: string;
              }) | ({
                id: string;
                /** @default */
                title?: string;
                /** @default */
                subtitle?: string;
                /** @default false */
                show_subtitle?: boolean;
                /**
                 * @default white
                 * @enum {string}
                 */
                background?: "white" | "gray" | "blue";
                /** @default false */
                space_top?: boolean;
                /** @default false */
                space_bottom?: boolean;
                /** @default false */
                show_contact_buttons?: boolean;
                /** @default */
                contact_buttons_title?: string;
                /** @default */
                contact_buttons_text?: string;
                /** @default false */
                show_appointment_button?: boolean;
                /** @default false */
                show_question_button?: boolean;
                /** @default false */
                bevelled_edge?: boolean;
                /** @enum {string} */
                type: "news";
                /**
                 * @default random
                 * @enum {string}
                 */
                mode?: "random" | "specific" | "category_group";
                /** @default 3 */
                count?: number;
                /** @default [] */
                news_ids?: number[];
                /** @default null */
                category_id?: number | null;
                /** @default null */
                news_group_id?: number | null;
              }) | ({
                id: string;
                /** @default */
                title?: string;
                /** @default */
                subtitle?: string;
                /** @default false */
                show_subtitle?: boolean;
                /**
                 * @default white
                 * @enum {string}
                 */
                background?: "white" | "gray" | "blue";
                /** @default false */
                space_top?: boolean;
                /** @default false */
                space_bottom?: boolean;
                /** @default false */
                show_contact_buttons?: boolean;
                /** @default */
                contact_buttons_title?: string;
                /** @default */
                contact_buttons_text?: string;
                /** @default false */
                show_appointment_button?: boolean;
                /** @default false */
                show_question_button?: boolean;
                /** @default false */
                bevelled_edge?: boolean;
                /** @enum {string} */
                type: "service";
                /**
                 * @default services
                 * @enum {string}
                 */
                mode?: "services" | "service_groups";
                /** @default [] */
                service_ids?: number[];
                /** @default [] */
                service_group_ids?: number[];
              }) | ({
                id: string;
                /** @default */
                title?: string;
                /** @default */
                subtitle?: string;
                /** @default false */
                show_subtitle?: boolean;
                /**
                 * @default white
                 * @enum {string}
                 */
                background?: "white" | "gray" | "blue";
                /** @default false */
                space_top?: boolean;
                /** @default false */
                space_bottom?: boolean;
                /** @default false */
                show_contact_buttons?: boolean;
                /** @default */
                contact_buttons_title?: string;
                /** @default */
                contact_buttons_text?: string;
                /** @default false */
                show_appointment_button?: boolean;
                /** @default false */
                show_question_button?: boolean;
                /** @default false */
                bevelled_edge?: boolean;
                /** @enum {string} */
                type: "tip";
                /** @default [] */
                tip_ids?: number[];
                /** @default 4 */
                count?: number;
              }) | ({
                id: string;
                /** @default */
                title?: string;
                /** @default */
                subtitle?: string;
                /** @default false */
                show_subtitle?: boolean;
                /**
                 * @default white
                 * @enum {string}
                 */
                background?: "white" | "gray" | "blue";
                /** @default false */
                space_top?: boolean;
                /** @default false */
                space_bottom?: boolean;
                /** @default false */
                show_contact_buttons?: boolean;
                /** @default */
                contact_buttons_title?: string;
                /** @default */
                contact_buttons_text?: string;
                /** @default false */
                show_appointment_button?: boolean;
                /** @default false */
                show_question_button?: boolean;
                /** @default false */
                bevelled_edge?: boolean;
                /** @enum {string} */
                type: "slider_text";
                slides: {
                    title: string;
                    /** @default */
                    text?: string;
                  }[];
              }) | ({
                id: string;
                /** @default */
                title?: string;
                /** @default */
                subtitle?: string;
                /** @default false */
                show_subtitle?: boolean;
                /**
                 * @default white
                 * @enum {string}
                 */
                background?: "white" | "gray" | "blue";
                /** @default false */
                space_top?: boolean;
                /** @default false */
                space_bottom?: boolean;
                /** @default false */
                show_contact_buttons?: boolean;
                /** @default */
                contact_buttons_title?: string;
                /** @default */
                contact_buttons_text?: string;
                /** @default false */
                show_appointment_button?: boolean;
                /** @default false */
                show_question_button?: boolean;
                /** @default false */
                bevelled_edge?: boolean;
                /** @enum {string} */
                type: "text_columns";
                columns: ({
                    /** @enum {string} */
                    icon: "apk" | "cablemanagement" | "calendar" | "clean" | "desk" | "diagnose" | "fast" | "guarantee" | "invoice" | "malware" | "memory-upgrade" | "new-installation" | "new-laptop" | "new-computer" | "old-phone" | "phone" | "professional" | "quality" | "recycle" | "remote-help" | "repair" | "second-hand" | "security" | "sell" | "service-at-home" | "ssd-upgrade" | "star" | "wifi" | "backup" | "network" | "printer" | "email";
                    title: string;
                    /** @default */
                    text?: string;
                  })[];
              }))[];
            translation_of?: number;
          };
        };
      };
      responses: {
        /** @description The new page */
        201: {
          content: {
            "application/json": {
              data: components["schemas"]["Page"];
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Duplicate */
        409: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/pages/next-page-id": {
    /**
     * The id the next page will get
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Used by the admin to upload images before the first save.
     */
    get: {
      responses: {
        /** @description The next id */
        200: {
          content: {
            "application/json": {
              data: number;
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/password/change": {
    /**
     * Change the own password (current password required); the user's other sessions end
     * @description Any logged-in user.
     *
     * A wrong current password (422) counts as a failed login: the 5th in a row within 15 minutes locks the account (423, as at login), 20 from one client address throttle it (429).
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            current_password: string;
            new_password: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: {
                /** @enum {boolean} */
                changed: true;
                message: string;
              };
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Too large */
        413: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Account locked */
        423: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Too many requests */
        429: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/password/forgot": {
    /**
     * Mail a single-use link (30 minutes) to choose a new password
     * @description Public: anyone may call it.
     *
     * Always the same answer, whether the address exists or not. The link is built from PUBLIC_URL.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** Format: email */
            email: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: {
                /** @enum {boolean} */
                sent: true;
                message: string;
              };
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Too large */
        413: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Too many requests */
        429: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/password/reset": {
    /**
     * Choose a new password with the mailed token; every session of the user ends
     * @description Public: anyone may call it.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            token: string;
            new_password: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: {
                /** @enum {boolean} */
                reset: true;
                message: string;
              };
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Too large */
        413: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/preview-link/{type}/{id}": {
    /**
     * Make a preview link
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. A link to the item as it is saved now, published or not, that works without a login until it expires or is revoked. The address holds a random token that is answered only here (the database keeps its hash). `url` is built from PUBLIC_URL.
     */
    post: {
      parameters: {
        path: {
          /** @description page | news | tip | product */
          type: string;
          /** @description a positive integer */
          id: number;
        };
      };
      requestBody?: {
        content: {
          "application/json": {
            /** @description days until the link stops working: 1, 7 or 30 (default 7) */
            expires_in_days?: 1 | 7 | 30;
          };
        };
      };
      responses: {
        /** @description The new link */
        201: {
          content: {
            "application/json": {
              data: {
                id: number;
                url: string;
                expires_at: string;
              };
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/preview-link/delete/{linkId}": {
    /**
     * Revoke a preview link
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. The link stops working at once (410 for its visitors); the row is kept.
     */
    delete: {
      parameters: {
        path: {
          /** @description a positive integer */
          linkId: number;
        };
      };
      responses: {
        /** @description The revoked link */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["PreviewLink"];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/preview-links/{type}/{id}": {
    /**
     * The preview links of an item
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Newest first, expired and revoked ones too; never the token.
     */
    get: {
      parameters: {
        path: {
          /** @description page | news | tip | product */
          type: string;
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description The links */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["PreviewLink"][];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/product-title-exists/{title}": {
    /**
     * Is a product title taken?
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Case-insensitive. `?language=` limits the check to one language (titles are unique per language); `?except_id=` ignores the product being edited.
     */
    get: {
      parameters: {
        query?: {
          /** @description only this language (default: any) */
          language?: "nl" | "en";
          /** @description ignore this row (the one being edited) */
          except_id?: number;
        };
        path: {
          title: string;
        };
      };
      responses: {
        /** @description true when taken */
        200: {
          content: {
            "application/json": {
              data: boolean;
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/product/{id}": {
    /**
     * One product (admin, any visibility)
     * @description Roles: cms-admin.
     *
     * Role: cms-admin.
     */
    get: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description The product */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["Product"];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/product/add-product": {
    /**
     * Add a product
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Unknown fields are refused (422). `translation_of` (optional, where the product is translatable) makes the new row the translation sibling of that row.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @enum {string} */
            language: "nl" | "en";
            title: string;
            subtitle?: string;
            show_subtitle?: boolean;
            intro?: string;
            show_intro?: boolean;
            show_action_btn?: boolean;
            action_btn_title?: string;
            image: string;
            header_image?: string;
            show_slider?: boolean;
            slider_images?: string[];
            seo_description?: string;
            facebook_image?: string;
            url: string;
            text?: string;
            brand?: string;
            price?: number | null;
            /** @enum {string|null} */
            condition?: "new" | "as-new" | "used" | null;
            product_type?: string | null;
            product_image?: string;
            stock?: number | null;
            specifications?: string;
            size_information?: string;
            visible?: boolean;
            /** Format: date-time */
            publish_at?: string | null;
            /** Format: date-time */
            unpublish_at?: string | null;
            translation_of?: number;
          };
        };
      };
      responses: {
        /** @description The new product */
        201: {
          content: {
            "application/json": {
              data: components["schemas"]["Product"];
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Duplicate */
        409: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/product/delete/{id}": {
    /**
     * Delete a product and its translation
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Deletes the product together with its translation sibling in one transaction, then removes the uploads they used (and those in their upload folders, page-type `products`) that nothing else refers to. `translations_deleted` says whether a sibling was deleted too.
     */
    delete: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description What was deleted */
        200: {
          content: {
            "application/json": {
              data: {
                /** @description ids of the deleted rows: the item and its translation */
                deleted: number[];
                translations_deleted: boolean;
              };
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/product/edit/{id}": {
    /**
     * Change a product
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Only the fields sent are changed; unknown fields are refused (422). Fields both language versions share (price, stock, images, dates, order, menu flags) are copied to the translation sibling; an upload the edit stopped using is removed when nothing else refers to it.
     */
    put: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            /** @enum {string} */
            language?: "nl" | "en";
            title?: string;
            subtitle?: string;
            show_subtitle?: boolean;
            intro?: string;
            show_intro?: boolean;
            show_action_btn?: boolean;
            action_btn_title?: string;
            image?: string;
            header_image?: string;
            show_slider?: boolean;
            slider_images?: string[];
            seo_description?: string;
            facebook_image?: string;
            url?: string;
            text?: string;
            brand?: string;
            price?: number | null;
            /** @enum {string|null} */
            condition?: "new" | "as-new" | "used" | null;
            product_type?: string | null;
            product_image?: string;
            stock?: number | null;
            specifications?: string;
            size_information?: string;
            visible?: boolean;
            /** Format: date-time */
            publish_at?: string | null;
            /** Format: date-time */
            unpublish_at?: string | null;
          };
        };
      };
      responses: {
        /** @description The changed product */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["Product"];
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Duplicate */
        409: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/product/next-product-id": {
    /**
     * The id the next product will get
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Used by the admin to upload images before the first save.
     */
    get: {
      responses: {
        /** @description The next id */
        200: {
          content: {
            "application/json": {
              data: number;
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/products": {
    /**
     * List products (admin)
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Paginated (page, per_page ≤ 100), `search` (contains, case-insensitive), `sort` (id, title, url, brand, price, stock, language, visible, product_type, created_at, updated_at) and `order` (asc|desc), optional `language`.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          search?: string;
          sort?: string;
          order?: "asc" | "desc";
          language?: "nl" | "en";
          t?: string;
          _format?: string;
          lang?: string;
        };
      };
      responses: {
        /** @description The products */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["Product"][];
              meta: {
                page: number;
                per_page: number;
                total: number;
              };
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/public-features": {
    /**
     * Visible features of a language
     * @description Public: anyone may call it.
     *
     * Public. `?language=` (default: the request language). Ordered by position.
     */
    get: {
      parameters: {
        query?: {
          /** @description default: the request language */
          language?: "nl" | "en";
        };
      };
      responses: {
        /** @description The features */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["Feature"][];
            };
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/public-news-by-field-value/{field}/{value}/{language}": {
    /**
     * Visible news with a field value
     * @description Public: anyone may call it.
     *
     * Public. `field`: `category` (value = category id or category title such as `security`), `group` (value = news group id) or `is_teaser` (value = true|false). Newest first; `?count=` 1–50 (default 12).
     */
    get: {
      parameters: {
        query?: {
          count?: number;
        };
        path: {
          field: "category" | "group" | "is_teaser";
          value: string;
          language: "nl" | "en";
        };
      };
      responses: {
        /** @description The items */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["NewsItem"][];
            };
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/public-news-by-id/{id}": {
    /**
     * A visible news item by id
     * @description Public: anyone may call it.
     *
     * Public.
     */
    get: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description The news item */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["NewsItem"];
            };
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/public-news-count/{language}": {
    /**
     * Number of items in the news overview
     * @description Public: anyone may call it.
     *
     * Public. Visible items of the language flagged for the overview.
     */
    get: {
      parameters: {
        path: {
          language: "nl" | "en";
        };
      };
      responses: {
        /** @description The count */
        200: {
          content: {
            "application/json": {
              data: number;
            };
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/public-news-item-by-url/{url}": {
    /**
     * A visible news item by its url
     * @description Public: anyone may call it.
     *
     * Public. `?language=` (default: the request language). With `news_translation` for the language switch.
     */
    get: {
      parameters: {
        query?: {
          /** @description default: the request language */
          language?: "nl" | "en";
        };
        path: {
          url: string;
        };
      };
      responses: {
        /** @description The news item */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["NewsItem"];
            };
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/public-news-item-exists/{url}": {
    /**
     * Is there a visible news item with this url?
     * @description Public: anyone may call it.
     *
     * Public. `?language=` limits the check to one language (default: any language).
     */
    get: {
      parameters: {
        query?: {
          /** @description default: the request language */
          language?: "nl" | "en";
        };
        path: {
          url: string;
        };
      };
      responses: {
        /** @description true when it exists */
        200: {
          content: {
            "application/json": {
              data: boolean;
            };
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/public-news-past-year/{language}": {
    /**
     * Visible news of the last 365 days
     * @description Public: anyone may call it.
     *
     * Public. Items of the language published in the last 365 days, newest first, at most 100.
     */
    get: {
      parameters: {
        path: {
          language: "nl" | "en";
        };
      };
      responses: {
        /** @description The items */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["NewsItem"][];
            };
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/public-news/{page}/{arg}": {
    /**
     * News overview page
     * @description Public: anyone may call it.
     *
     * Public. `page` is the page number (1-based). `arg` is the language (nl|en), or a number: then it is the page size (1–50) and the language is `?language=` or the request language. Visible items of that language flagged for the overview, newest published first. Query: `per_page` (1–50, default 9), `category_id`, `group_id`. Answers `{data, meta: {page, per_page, total}}`.
     */
    get: {
      parameters: {
        query?: {
          language?: "nl" | "en";
          per_page?: number;
          category_id?: number;
          group_id?: number;
        };
        path: {
          page: number;
          arg: ("nl" | "en") | string;
        };
      };
      responses: {
        /** @description One page of news */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["NewsItem"][];
              meta: {
                page: number;
                per_page: number;
                total: number;
              };
            };
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/public-pages/{language}": {
    /**
     * Every visible page of a language
     * @description Public: anyone may call it.
     *
     * Public. Visible pages of the language ordered by menu position, with menu flags and positions, `belongs_to`, blocks and `page_translation` (the visible sibling). The site builds its menus, footer and page routes from this list.
     */
    get: {
      parameters: {
        path: {
          language: "nl" | "en";
        };
      };
      responses: {
        /** @description The pages */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["Page"][];
            };
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/public-product-by-url/{url}": {
    /**
     * A visible product by its url
     * @description Public: anyone may call it.
     *
     * Public. `?language=` (default: the request language). With `price` in euros and `product_translation`.
     */
    get: {
      parameters: {
        query?: {
          /** @description default: the request language */
          language?: "nl" | "en";
        };
        path: {
          url: string;
        };
      };
      responses: {
        /** @description The product */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["Product"];
            };
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/public-product-exists/{url}": {
    /**
     * Is there a visible product with this url?
     * @description Public: anyone may call it.
     *
     * Public. `?language=` limits the check to one language (default: any language).
     */
    get: {
      parameters: {
        query?: {
          /** @description default: the request language */
          language?: "nl" | "en";
        };
        path: {
          url: string;
        };
      };
      responses: {
        /** @description true when it exists */
        200: {
          content: {
            "application/json": {
              data: boolean;
            };
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/public-products-count/{language}": {
    /**
     * Number of visible products of a language
     * @description Public: anyone may call it.
     *
     * Public. `?product_type=` counts one product type only.
     */
    get: {
      parameters: {
        query?: {
          /** @description only this product type, e.g. product-sale */
          product_type?: string;
        };
        path: {
          language: "nl" | "en";
        };
      };
      responses: {
        /** @description The count */
        200: {
          content: {
            "application/json": {
              data: number;
            };
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/public-products/{page}/{language}": {
    /**
     * Product overview page
     * @description Public: anyone may call it.
     *
     * Public. `page` is the page number (1-based), `language` nl|en. Visible products of the language, newest first; `?per_page=` 1–50 (default 9), `?product_type=`. Answers `{data, meta: {page, per_page, total}}`.
     */
    get: {
      parameters: {
        query?: {
          per_page?: number;
          /** @description only this product type, e.g. product-sale */
          product_type?: string;
        };
        path: {
          page: number;
          language: "nl" | "en";
        };
      };
      responses: {
        /** @description One page of products */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["Product"][];
              meta: {
                page: number;
                per_page: number;
                total: number;
              };
            };
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/public-reviews": {
    /**
     * Visible reviews of a language
     * @description Public: anyone may call it.
     *
     * Public. `?language=` (default: the request language). Reviews are quotes shown as written, each in its own language; ordered by position.
     */
    get: {
      parameters: {
        query?: {
          /** @description default: the request language */
          language?: "nl" | "en";
        };
      };
      responses: {
        /** @description The reviews */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["Review"][];
            };
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/public-service-groups": {
    /**
     * Visible service groups of a language with their services
     * @description Public: anyone may call it.
     *
     * Public. `?language=` (default: the request language). Ordered by position.
     */
    get: {
      parameters: {
        query?: {
          /** @description default: the request language */
          language?: "nl" | "en";
        };
      };
      responses: {
        /** @description The groups */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["ServiceGroupWithServices"][];
            };
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/public-services": {
    /**
     * Visible services of a language
     * @description Public: anyone may call it.
     *
     * Public. `?language=` (default: the request language). Ordered by position, each with its group.
     */
    get: {
      parameters: {
        query?: {
          /** @description default: the request language */
          language?: "nl" | "en";
        };
      };
      responses: {
        /** @description The services */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["Service"][];
            };
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/public-tip-by-id/{id}": {
    /**
     * A visible tip by id
     * @description Public: anyone may call it.
     *
     * Public.
     */
    get: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description The tip */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["Tip"];
            };
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/public-tip-by-url/{url}": {
    /**
     * A visible tip by its url
     * @description Public: anyone may call it.
     *
     * Public. `?language=` (default: the request language). With `tip_translation` for the language switch.
     */
    get: {
      parameters: {
        query?: {
          /** @description default: the request language */
          language?: "nl" | "en";
        };
        path: {
          url: string;
        };
      };
      responses: {
        /** @description The tip */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["Tip"];
            };
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/public-tip-exists/{url}": {
    /**
     * Is there a visible tip with this url?
     * @description Public: anyone may call it.
     *
     * Public. `?language=` limits the check to one language (default: any language).
     */
    get: {
      parameters: {
        query?: {
          /** @description default: the request language */
          language?: "nl" | "en";
        };
        path: {
          url: string;
        };
      };
      responses: {
        /** @description true when it exists */
        200: {
          content: {
            "application/json": {
              data: boolean;
            };
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/public-tips-all/{language}": {
    /**
     * Every visible tip of a language
     * @description Public: anyone may call it.
     *
     * Public. Newest first, not paginated (the tip blocks and the sitemap use it).
     */
    get: {
      parameters: {
        path: {
          language: "nl" | "en";
        };
      };
      responses: {
        /** @description The tips */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["Tip"][];
            };
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/public-tips-count/{language}": {
    /**
     * Number of visible tips of a language
     * @description Public: anyone may call it.
     *
     * Public.
     */
    get: {
      parameters: {
        path: {
          language: "nl" | "en";
        };
      };
      responses: {
        /** @description The count */
        200: {
          content: {
            "application/json": {
              data: number;
            };
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/public-tips/{page}/{language}": {
    /**
     * Tips overview page
     * @description Public: anyone may call it.
     *
     * Public. `page` is the page number (1-based), `language` nl|en. Visible tips of the language, newest first; `?per_page=` 1–50 (default 9). Answers `{data, meta: {page, per_page, total}}`.
     */
    get: {
      parameters: {
        query?: {
          per_page?: number;
        };
        path: {
          page: number;
          language: "nl" | "en";
        };
      };
      responses: {
        /** @description One page of tips */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["Tip"][];
              meta: {
                page: number;
                per_page: number;
                total: number;
              };
            };
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/random-news/{count}": {
    /**
     * Random visible news items
     * @description Public: anyone may call it.
     *
     * Public. `count` is the number of news items (1–12). `?language=` (default: the request language).
     */
    get: {
      parameters: {
        query?: {
          /** @description default: the request language */
          language?: "nl" | "en";
        };
        path: {
          count: number;
        };
      };
      responses: {
        /** @description The news items */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["NewsItem"][];
            };
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/random-tips/{count}": {
    /**
     * Random visible tips
     * @description Public: anyone may call it.
     *
     * Public. `count` is the number of tips (1–12). `?language=` (default: the request language).
     */
    get: {
      parameters: {
        query?: {
          /** @description default: the request language */
          language?: "nl" | "en";
        };
        path: {
          count: number;
        };
      };
      responses: {
        /** @description The tips */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["Tip"][];
            };
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/ready": {
    /**
     * Readiness: database, migrations and upload directory
     * @description Public: anyone may call it.
     *
     * 503 while shutting down or when a check fails; `data.checks` says which.
     */
    get: {
      responses: {
        /** @description OK: `{data: …}` */
        200: {
          content: never;
        };
      };
    };
  };
  "/redirect/{id}": {
    /**
     * One redirect (admin, any visibility)
     * @description Roles: cms-admin.
     *
     * Role: cms-admin.
     */
    get: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description The redirect */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["Redirect"];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/redirect/delete/{id}": {
    /**
     * Delete a redirect and its translation
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Deletes the redirect together with its translation sibling in one transaction, then removes the uploads they used that nothing else refers to. `translations_deleted` says whether a sibling was deleted too.
     */
    delete: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description What was deleted */
        200: {
          content: {
            "application/json": {
              data: {
                /** @description ids of the deleted rows: the item and its translation */
                deleted: number[];
                translations_deleted: boolean;
              };
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/redirect/edit/{id}": {
    /**
     * Change a redirect
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Only the fields sent are changed; unknown fields are refused (422). Fields both language versions share (price, stock, images, dates, order, menu flags) are copied to the translation sibling; an upload the edit stopped using is removed when nothing else refers to it.
     */
    put: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            from_path?: string;
            to_path?: string;
          };
        };
      };
      responses: {
        /** @description The changed redirect */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["Redirect"];
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Duplicate */
        409: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/redirects": {
    /**
     * List redirects (admin)
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Paginated (page, per_page ≤ 100), `search` (contains, case-insensitive), `sort` (id, from_path, to_path, language, kind, created_at, updated_at) and `order` (asc|desc), optional `language`.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          search?: string;
          sort?: string;
          order?: "asc" | "desc";
          language?: "nl" | "en";
          t?: string;
          _format?: string;
          lang?: string;
        };
      };
      responses: {
        /** @description The redirects */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["Redirect"][];
              meta: {
                page: number;
                per_page: number;
                total: number;
              };
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/redirects/add-redirect": {
    /**
     * Add a redirect
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Unknown fields are refused (422). `translation_of` (optional, where the redirect is translatable) makes the new row the translation sibling of that row.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            from_path: string;
            to_path: string;
          };
        };
      };
      responses: {
        /** @description The new redirect */
        201: {
          content: {
            "application/json": {
              data: components["schemas"]["Redirect"];
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Duplicate */
        409: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/register": {
    /**
     * Create a user with a password, or with `send_invitation` (a link to choose one)
     * @description Roles: cms-admin.
     *
     * Passwords: 10 to 128 characters, not on the list of common passwords. A used e-mail address: 409.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            name: string;
            /** Format: email */
            email: string;
            phone?: string;
            address?: string;
            house_number?: string;
            zip_code?: string;
            city?: string;
            /** @enum {string} */
            role: "cms-admin" | "cms-status-user" | "cms-zzp" | "cms-accountant";
            /** @enum {string} */
            language?: "nl" | "en";
            status_emails?: boolean;
            password?: string;
            send_invitation?: boolean;
          };
        };
      };
      responses: {
        /** @description The new user */
        201: {
          content: {
            "application/json": {
              data: components["schemas"]["Customer"];
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Duplicate */
        409: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/review/{id}": {
    /**
     * One review (admin, any visibility)
     * @description Roles: cms-admin.
     *
     * Role: cms-admin.
     */
    get: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description The review */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["Review"];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/review/delete/{id}": {
    /**
     * Delete a review and its translation
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Deletes the review together with its translation sibling in one transaction, then removes the uploads they used that nothing else refers to. `translations_deleted` says whether a sibling was deleted too.
     */
    delete: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description What was deleted */
        200: {
          content: {
            "application/json": {
              data: {
                /** @description ids of the deleted rows: the item and its translation */
                deleted: number[];
                translations_deleted: boolean;
              };
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/review/edit/{id}": {
    /**
     * Change a review
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Only the fields sent are changed; unknown fields are refused (422). Fields both language versions share (price, stock, images, dates, order, menu flags) are copied to the translation sibling; an upload the edit stopped using is removed when nothing else refers to it.
     */
    put: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            /** @enum {string|null} */
            language?: "nl" | "en" | null;
            name?: string;
            text?: string;
            rating?: number | null;
            position?: number | null;
            visible?: boolean;
          };
        };
      };
      responses: {
        /** @description The changed review */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["Review"];
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Duplicate */
        409: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/reviews": {
    /**
     * List reviews (admin)
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Paginated (page, per_page ≤ 100), `search` (contains, case-insensitive), `sort` (id, name, language, rating, position, visible, created_at, updated_at) and `order` (asc|desc), optional `language`.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          search?: string;
          sort?: string;
          order?: "asc" | "desc";
          language?: "nl" | "en";
          t?: string;
          _format?: string;
          lang?: string;
        };
      };
      responses: {
        /** @description The reviews */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["Review"][];
              meta: {
                page: number;
                per_page: number;
                total: number;
              };
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/reviews/add-review": {
    /**
     * Add a review
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Unknown fields are refused (422). `translation_of` (optional, where the review is translatable) makes the new row the translation sibling of that row.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @enum {string|null} */
            language?: "nl" | "en" | null;
            name: string;
            text: string;
            rating?: number | null;
            position?: number | null;
            visible?: boolean;
          };
        };
      };
      responses: {
        /** @description The new review */
        201: {
          content: {
            "application/json": {
              data: components["schemas"]["Review"];
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Duplicate */
        409: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/revision/{revisionId}": {
    /**
     * One save with the item's data as it was
     * @description Roles: cms-admin.
     *
     * Role: cms-admin.
     */
    get: {
      parameters: {
        path: {
          /** @description a positive integer */
          revisionId: number;
        };
      };
      responses: {
        /** @description The revision */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["Revision"];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/revision/restore/{revisionId}": {
    /**
     * Restore an item to a save
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Saves the revision's data again through the item's edit (its fields as the edit call takes them; read-only ones such as id, created_at and the translation are left out), which stores a new revision 'restore'. 404 when the revision or the item is gone.
     */
    post: {
      parameters: {
        path: {
          /** @description a positive integer */
          revisionId: number;
        };
      };
      responses: {
        /** @description The restored item */
        200: {
          content: {
            "application/json": {
              data: {
                [key: string]: unknown;
              };
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/revisions/{type}/{id}": {
    /**
     * The saves of a page, news item, tip or product
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Newest first, without their data; `type` is page, news, tip, product. The newest REVISIONS_KEEP (default 50) per item are kept.
     */
    get: {
      parameters: {
        path: {
          /** @description page | news | tip | product */
          type: string;
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description The revisions */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["RevisionSummary"][];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/schedule-report": {
    /**
     * The coming scheduled publish and unpublish moments
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Visible pages, news items, tips and products with a `publish_at` or `unpublish_at` still ahead, soonest first (at most 100). An item is public when it is visible, its `publish_at` is empty or past and its `unpublish_at` is empty or ahead.
     */
    get: {
      parameters: {
        query?: {
          /** @description always `json`; ignored */
          _format?: string;
          /** @description cache-busting timestamp; ignored */
          t?: string;
          /** @description language of the messages (default: Accept-Language, else nl) */
          lang?: "nl" | "en";
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["ScheduleReportEntry"][];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/search": {
    /**
     * Search the public site
     * @description Public: anyone may call it.
     *
     * Pages, news items, tips, products and services of `lang` that are public now, best first: full-text search with the `dutch` or `english` configuration (stemming), title above introduction above body, each word also as a prefix, and a word of five letters or more forgiven one typo. `q` is 2 to 100 characters (else 422 in the request's language). At most 60 searches per 60 s per address (429 with Retry-After).
     */
    get: {
      parameters: {
        query: {
          q: string;
          lang?: "nl" | "en";
          /** @description 1 to 20 */
          limit?: number;
        };
      };
      responses: {
        /** @description The results (an empty list when nothing was found) */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["SearchResult"][];
            };
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Too many requests */
        429: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/send-contact-email": {
    /**
     * Send the contact form
     * @description Public: anyone may call it.
     *
     * Stores the message and queues the notification (to the company, Reply-To the sender, with everything sent) and the confirmation (to the sender, in `language`: fixed text only, at most one per address per 24 hours) in one transaction; the mail outbox sends them with retries. `website` is a honeypot (filled in: success, nothing stored). A repeat with the same `idempotency_key` stores once. At most 5 messages per 10 minutes per client address (429).
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            name: string;
            email: string;
            /** @default */
            phone?: string;
            message: string;
            website?: string;
            /** @enum {string} */
            language?: "nl" | "en";
            idempotency_key?: string;
            product_id?: number;
          };
        };
      };
      responses: {
        /** @description Stored; the mails are on their way */
        200: {
          content: {
            "application/json": {
              data: {
                /** @enum {boolean} */
                sent: true;
                message: string;
              };
            };
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Too many requests */
        429: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/send-phone-email": {
    /**
     * Send the phone (call-back) form
     * @description Public: anyone may call it.
     *
     * Stores the message and queues the notification (to the company, Reply-To the sender, with everything sent) and the confirmation (to the sender, in `language`: fixed text only, at most one per address per 24 hours) in one transaction; the mail outbox sends them with retries. `website` is a honeypot (filled in: success, nothing stored). A repeat with the same `idempotency_key` stores once. At most 5 messages per 10 minutes per client address (429).
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            name: string;
            phone: string;
            /** @default */
            preferred_moment?: string;
            /** @default */
            message?: string;
            website?: string;
            /** @enum {string} */
            language?: "nl" | "en";
            idempotency_key?: string;
            product_id?: number;
          };
        };
      };
      responses: {
        /** @description Stored; the mails are on their way */
        200: {
          content: {
            "application/json": {
              data: {
                /** @enum {boolean} */
                sent: true;
                message: string;
              };
            };
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Too many requests */
        429: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/send-remote-assistance-email": {
    /**
     * Send the remote assistance form
     * @description Public: anyone may call it.
     *
     * Stores the message and queues the notification (to the company, Reply-To the sender, with everything sent) and the confirmation (to the sender, in `language`: fixed text only, at most one per address per 24 hours) in one transaction; the mail outbox sends them with retries. `website` is a honeypot (filled in: success, nothing stored). A repeat with the same `idempotency_key` stores once. At most 5 messages per 10 minutes per client address (429).
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            name: string;
            email: string;
            phone: string;
            message: string;
            website?: string;
            /** @enum {string} */
            language?: "nl" | "en";
            idempotency_key?: string;
            product_id?: number;
          };
        };
      };
      responses: {
        /** @description Stored; the mails are on their way */
        200: {
          content: {
            "application/json": {
              data: {
                /** @enum {boolean} */
                sent: true;
                message: string;
              };
            };
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Too many requests */
        429: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/service-group/{id}": {
    /**
     * One service group (admin, any visibility)
     * @description Roles: cms-admin.
     *
     * Role: cms-admin.
     */
    get: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description The service group */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["ServiceGroup"];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/service-group/delete/{id}": {
    /**
     * Delete a service group and its translation
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Deletes the service group together with its translation sibling in one transaction, then removes the uploads they used that nothing else refers to. `translations_deleted` says whether a sibling was deleted too.
     */
    delete: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description What was deleted */
        200: {
          content: {
            "application/json": {
              data: {
                /** @description ids of the deleted rows: the item and its translation */
                deleted: number[];
                translations_deleted: boolean;
              };
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/service-group/edit/{id}": {
    /**
     * Change a service group
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Only the fields sent are changed; unknown fields are refused (422). Fields both language versions share (price, stock, images, dates, order, menu flags) are copied to the translation sibling; an upload the edit stopped using is removed when nothing else refers to it.
     */
    put: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            /** @enum {string} */
            language?: "nl" | "en";
            title?: string;
            /** @enum {string|null} */
            icon?: "apk" | "cablemanagement" | "calendar" | "clean" | "desk" | "diagnose" | "fast" | "guarantee" | "invoice" | "malware" | "memory-upgrade" | "new-installation" | "new-laptop" | "new-computer" | "old-phone" | "phone" | "professional" | "quality" | "recycle" | "remote-help" | "repair" | "second-hand" | "security" | "sell" | "service-at-home" | "ssd-upgrade" | "star" | "wifi" | "backup" | "network" | "printer" | "email" | null;
            description?: string;
            position?: number | null;
            visible?: boolean;
          };
        };
      };
      responses: {
        /** @description The changed service group */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["ServiceGroup"];
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Duplicate */
        409: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/service-groups": {
    /**
     * List service groups (admin)
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Paginated (page, per_page ≤ 100), `search` (contains, case-insensitive), `sort` (id, title, language, position, visible, created_at, updated_at) and `order` (asc|desc), optional `language`.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          search?: string;
          sort?: string;
          order?: "asc" | "desc";
          language?: "nl" | "en";
          t?: string;
          _format?: string;
          lang?: string;
        };
      };
      responses: {
        /** @description The service groups */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["ServiceGroup"][];
              meta: {
                page: number;
                per_page: number;
                total: number;
              };
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/service-groups/add-service-group": {
    /**
     * Add a service group
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Unknown fields are refused (422). `translation_of` (optional, where the service group is translatable) makes the new row the translation sibling of that row.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @enum {string} */
            language: "nl" | "en";
            title: string;
            /** @enum {string|null} */
            icon?: "apk" | "cablemanagement" | "calendar" | "clean" | "desk" | "diagnose" | "fast" | "guarantee" | "invoice" | "malware" | "memory-upgrade" | "new-installation" | "new-laptop" | "new-computer" | "old-phone" | "phone" | "professional" | "quality" | "recycle" | "remote-help" | "repair" | "second-hand" | "security" | "sell" | "service-at-home" | "ssd-upgrade" | "star" | "wifi" | "backup" | "network" | "printer" | "email" | null;
            description?: string;
            position?: number | null;
            visible?: boolean;
            translation_of?: number;
          };
        };
      };
      responses: {
        /** @description The new service group */
        201: {
          content: {
            "application/json": {
              data: components["schemas"]["ServiceGroup"];
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Duplicate */
        409: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/service/{id}": {
    /**
     * One service (admin, any visibility)
     * @description Roles: cms-admin.
     *
     * Role: cms-admin.
     */
    get: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description The service */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["Service"];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/service/delete/{id}": {
    /**
     * Delete a service and its translation
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Deletes the service together with its translation sibling in one transaction, then removes the uploads they used that nothing else refers to. `translations_deleted` says whether a sibling was deleted too.
     */
    delete: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description What was deleted */
        200: {
          content: {
            "application/json": {
              data: {
                /** @description ids of the deleted rows: the item and its translation */
                deleted: number[];
                translations_deleted: boolean;
              };
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/service/edit/{id}": {
    /**
     * Change a service
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Only the fields sent are changed; unknown fields are refused (422). Fields both language versions share (price, stock, images, dates, order, menu flags) are copied to the translation sibling; an upload the edit stopped using is removed when nothing else refers to it.
     */
    put: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            /** @enum {string} */
            language?: "nl" | "en";
            title?: string;
            /** @enum {string|null} */
            icon?: "apk" | "cablemanagement" | "calendar" | "clean" | "desk" | "diagnose" | "fast" | "guarantee" | "invoice" | "malware" | "memory-upgrade" | "new-installation" | "new-laptop" | "new-computer" | "old-phone" | "phone" | "professional" | "quality" | "recycle" | "remote-help" | "repair" | "second-hand" | "security" | "sell" | "service-at-home" | "ssd-upgrade" | "star" | "wifi" | "backup" | "network" | "printer" | "email" | null;
            description?: string;
            service_group_id?: number | null;
            position?: number | null;
            visible?: boolean;
          };
        };
      };
      responses: {
        /** @description The changed service */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["Service"];
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Duplicate */
        409: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/services": {
    /**
     * List services (admin)
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Paginated (page, per_page ≤ 100), `search` (contains, case-insensitive), `sort` (id, title, language, position, visible, created_at, updated_at) and `order` (asc|desc), optional `language`.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          search?: string;
          sort?: string;
          order?: "asc" | "desc";
          language?: "nl" | "en";
          t?: string;
          _format?: string;
          lang?: string;
        };
      };
      responses: {
        /** @description The services */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["Service"][];
              meta: {
                page: number;
                per_page: number;
                total: number;
              };
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/services/add-service": {
    /**
     * Add a service
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Unknown fields are refused (422). `translation_of` (optional, where the service is translatable) makes the new row the translation sibling of that row.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @enum {string} */
            language: "nl" | "en";
            title: string;
            /** @enum {string|null} */
            icon?: "apk" | "cablemanagement" | "calendar" | "clean" | "desk" | "diagnose" | "fast" | "guarantee" | "invoice" | "malware" | "memory-upgrade" | "new-installation" | "new-laptop" | "new-computer" | "old-phone" | "phone" | "professional" | "quality" | "recycle" | "remote-help" | "repair" | "second-hand" | "security" | "sell" | "service-at-home" | "ssd-upgrade" | "star" | "wifi" | "backup" | "network" | "printer" | "email" | null;
            description?: string;
            service_group_id?: number | null;
            position?: number | null;
            visible?: boolean;
            translation_of?: number;
          };
        };
      };
      responses: {
        /** @description The new service */
        201: {
          content: {
            "application/json": {
              data: components["schemas"]["Service"];
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Duplicate */
        409: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/specific-news-items/{ids}/{language}": {
    /**
     * Chosen visible news items
     * @description Public: anyone may call it.
     *
     * Public. `ids`: comma-separated news item ids (1–12), answered in that order; items that are hidden or in another language are left out.
     */
    get: {
      parameters: {
        path: {
          ids: string;
          language: "nl" | "en";
        };
      };
      responses: {
        /** @description The items */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["NewsItem"][];
            };
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/status-new-pc": {
    /**
     * The logged-in user's own new pc records, newest first
     * @description Roles: cms-admin, cms-status-user.
     */
    get: {
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["StatusNewPc"][];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/status-new-pc/{id}": {
    /**
     * One new pc record; another user's record answers 404
     * @description Roles: cms-admin, cms-status-user.
     */
    get: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["StatusNewPc"];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/status-new-pc/add-status-new-pc": {
    /**
     * Add a new pc record for a status user
     * @description Roles: cms-admin.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            user_id: number;
            title?: string;
            /** @enum {string} */
            status?: "waiting" | "assembling" | "waiting-customer" | "waiting-supplier" | "finished" | "return-appointment" | "delivery-appointment";
            /** Format: date */
            date?: string;
            notes?: string;
          };
        };
      };
      responses: {
        /** @description OK */
        201: {
          content: {
            "application/json": {
              data: components["schemas"]["StatusNewPc"];
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or missing/wrong CSRF token */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Too large */
        413: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/status-new-pc/delete/{id}": {
    /**
     * Delete a new pc record
     * @description Roles: cms-admin.
     */
    delete: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["StatusNewPc"];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or missing/wrong CSRF token */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/status-new-pc/edit/{id}": {
    /**
     * Change a new pc record
     * @description Roles: cms-admin.
     */
    put: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            user_id?: number;
            title?: string;
            /** @enum {string} */
            status?: "waiting" | "assembling" | "waiting-customer" | "waiting-supplier" | "finished" | "return-appointment" | "delivery-appointment";
            /** Format: date */
            date?: string;
            notes?: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["StatusNewPc"];
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or missing/wrong CSRF token */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Too large */
        413: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/status-new-pc/next-status-new-pc-id": {
    /**
     * The id the next record will get
     * @description Roles: cms-admin.
     */
    get: {
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: number;
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/status-repair": {
    /**
     * The logged-in user's own repair records, newest first
     * @description Roles: cms-admin, cms-status-user.
     */
    get: {
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["StatusRepair"][];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/status-repair/{id}": {
    /**
     * One repair record; another user's record answers 404
     * @description Roles: cms-admin, cms-status-user.
     */
    get: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["StatusRepair"];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/status-repair/add-status-repair": {
    /**
     * Add a repair record for a status user
     * @description Roles: cms-admin.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            user_id: number;
            title?: string;
            /** @enum {string} */
            status?: "in-treatment" | "waiting-for-size" | "closed";
            /** Format: date */
            intake_date?: string;
            description_problem?: string;
            work_done?: string;
            used_parts?: string;
            costs?: number;
            costs_cents?: number;
            waiting_for_size?: string;
          };
        };
      };
      responses: {
        /** @description OK */
        201: {
          content: {
            "application/json": {
              data: components["schemas"]["StatusRepair"];
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or missing/wrong CSRF token */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Too large */
        413: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/status-repair/delete/{id}": {
    /**
     * Delete a repair record
     * @description Roles: cms-admin.
     */
    delete: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["StatusRepair"];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or missing/wrong CSRF token */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/status-repair/edit/{id}": {
    /**
     * Change a repair record
     * @description Roles: cms-admin.
     */
    put: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            user_id?: number;
            title?: string;
            /** @enum {string} */
            status?: "in-treatment" | "waiting-for-size" | "closed";
            /** Format: date */
            intake_date?: string;
            description_problem?: string;
            work_done?: string;
            used_parts?: string;
            costs?: number;
            costs_cents?: number;
            waiting_for_size?: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["StatusRepair"];
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or missing/wrong CSRF token */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Too large */
        413: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/status-repair/next-status-repair-id": {
    /**
     * The id the next record will get
     * @description Roles: cms-admin.
     */
    get: {
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: number;
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/statuses-new-pc": {
    /**
     * All new pc records (admin), newest first; `search` in title and customer, `user_id` filter
     * @description Roles: cms-admin.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          search?: string;
          sort?: string;
          order?: "asc" | "desc";
          language?: "nl" | "en";
          t?: string;
          _format?: string;
          lang?: string;
          user_id?: number;
        };
      };
      responses: {
        /** @description One page of the list */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["StatusNewPc"][];
              meta: {
                page: number;
                per_page: number;
                total: number;
              };
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/statuses-repair": {
    /**
     * All repair records (admin), newest first; `search` in title and customer, `user_id` filter
     * @description Roles: cms-admin.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          search?: string;
          sort?: string;
          order?: "asc" | "desc";
          language?: "nl" | "en";
          t?: string;
          _format?: string;
          lang?: string;
          user_id?: number;
        };
      };
      responses: {
        /** @description One page of the list */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["StatusRepair"][];
              meta: {
                page: number;
                per_page: number;
                total: number;
              };
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/tip-title-exists/{title}": {
    /**
     * Is a tip title taken?
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Case-insensitive. `?language=` limits the check to one language (titles are unique per language); `?except_id=` ignores the tip being edited.
     */
    get: {
      parameters: {
        query?: {
          /** @description only this language (default: any) */
          language?: "nl" | "en";
          /** @description ignore this row (the one being edited) */
          except_id?: number;
        };
        path: {
          title: string;
        };
      };
      responses: {
        /** @description true when taken */
        200: {
          content: {
            "application/json": {
              data: boolean;
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/tip/{id}": {
    /**
     * One tip (admin, any visibility)
     * @description Roles: cms-admin.
     *
     * Role: cms-admin.
     */
    get: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description The tip */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["Tip"];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/tip/add-tip": {
    /**
     * Add a tip
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Unknown fields are refused (422). `translation_of` (optional, where the tip is translatable) makes the new row the translation sibling of that row.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            /** @enum {string} */
            language: "nl" | "en";
            title: string;
            subtitle?: string;
            show_subtitle?: boolean;
            intro?: string;
            show_intro?: boolean;
            show_action_btn?: boolean;
            action_btn_title?: string;
            image: string;
            header_image?: string;
            show_slider?: boolean;
            slider_images?: string[];
            seo_description?: string;
            facebook_image?: string;
            url: string;
            text?: string;
            tip_one?: string;
            tip_two?: string;
            tip_three?: string;
            tip_four?: string;
            /** Format: date-time */
            published_at?: string;
            visible?: boolean;
            /** Format: date-time */
            publish_at?: string | null;
            /** Format: date-time */
            unpublish_at?: string | null;
            translation_of?: number;
          };
        };
      };
      responses: {
        /** @description The new tip */
        201: {
          content: {
            "application/json": {
              data: components["schemas"]["Tip"];
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Duplicate */
        409: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/tip/delete/{id}": {
    /**
     * Delete a tip and its translation
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Deletes the tip together with its translation sibling in one transaction, then removes the uploads they used (and those in their upload folders, page-type `tips`) that nothing else refers to. `translations_deleted` says whether a sibling was deleted too.
     */
    delete: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description What was deleted */
        200: {
          content: {
            "application/json": {
              data: {
                /** @description ids of the deleted rows: the item and its translation */
                deleted: number[];
                translations_deleted: boolean;
              };
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/tip/edit/{id}": {
    /**
     * Change a tip
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Only the fields sent are changed; unknown fields are refused (422). Fields both language versions share (price, stock, images, dates, order, menu flags) are copied to the translation sibling; an upload the edit stopped using is removed when nothing else refers to it.
     */
    put: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            /** @enum {string} */
            language?: "nl" | "en";
            title?: string;
            subtitle?: string;
            show_subtitle?: boolean;
            intro?: string;
            show_intro?: boolean;
            show_action_btn?: boolean;
            action_btn_title?: string;
            image?: string;
            header_image?: string;
            show_slider?: boolean;
            slider_images?: string[];
            seo_description?: string;
            facebook_image?: string;
            url?: string;
            text?: string;
            tip_one?: string;
            tip_two?: string;
            tip_three?: string;
            tip_four?: string;
            /** Format: date-time */
            published_at?: string;
            visible?: boolean;
            /** Format: date-time */
            publish_at?: string | null;
            /** Format: date-time */
            unpublish_at?: string | null;
          };
        };
      };
      responses: {
        /** @description The changed tip */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["Tip"];
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Duplicate */
        409: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/tip/next-tip-id": {
    /**
     * The id the next tip will get
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Used by the admin to upload images before the first save.
     */
    get: {
      responses: {
        /** @description The next id */
        200: {
          content: {
            "application/json": {
              data: number;
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/tips": {
    /**
     * List tips (admin)
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Paginated (page, per_page ≤ 100), `search` (contains, case-insensitive), `sort` (id, title, url, language, visible, published_at, created_at, updated_at) and `order` (asc|desc), optional `language`.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          search?: string;
          sort?: string;
          order?: "asc" | "desc";
          language?: "nl" | "en";
          t?: string;
          _format?: string;
          lang?: string;
        };
      };
      responses: {
        /** @description The tips */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["Tip"][];
              meta: {
                page: number;
                per_page: number;
                total: number;
              };
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/translation-current/{type}/{id}": {
    /**
     * Mark an item's translation as still up to date
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. For an `outdated` item whose text needs no change after the other language's edit: the item counts as edited when its sibling was, so the report and the lists show it as current (its content and `updated_at` stay as they are). Answers the status now: `current`, or `missing` when there is no other language.
     */
    post: {
      parameters: {
        path: {
          type: "page" | "news" | "tip" | "product";
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: {
                /** @enum {string} */
                status: "missing" | "current" | "outdated";
              };
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/translation-report": {
    /**
     * Pages, news items, tips and products whose translation is missing or outdated
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. `missing`: the item has no version in the other language. `outdated`: the other language was edited more than a minute after this one (shared fields such as images do not count).
     */
    get: {
      parameters: {
        query?: {
          /** @description only this content type */
          type?: "page" | "news" | "tip" | "product";
          /** @description only items in this language */
          language?: "nl" | "en";
          /** @description always `json`; ignored */
          _format?: string;
          /** @description cache-busting timestamp; ignored */
          t?: string;
          /** @description language of the messages (default: Accept-Language, else nl) */
          lang?: "nl" | "en";
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["TranslationReportEntry"][];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/two-factor": {
    /**
     * Whether the own account uses two-step verification, must use it, and recovery codes left
     * @description Any logged-in user.
     */
    get: {
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: {
                enabled: boolean;
                required: boolean;
                recovery_codes_left: number;
              };
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/two-factor/disable": {
    /**
     * Turn two-step verification off with a current code or a recovery code
     * @description Any logged-in user.
     *
     * A wrong code counts as a failed login (423/429 as at login). 409 when it is off, or for a cms-admin when ADMIN_2FA=required.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            code: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: {
                /** @enum {boolean} */
                disabled: true;
                message: string;
              };
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Duplicate */
        409: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Too large */
        413: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Account locked */
        423: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Too many requests */
        429: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/two-factor/enable": {
    /**
     * Confirm the setup with one code: two-step verification is on; 10 single-use recovery codes, shown only now
     * @description Any logged-in user.
     *
     * The account's other sessions end. A wrong code: 422, and it counts as a failed login: 5 in a row lock the account (423), 20 from one client address throttle it (429).
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            code: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: {
                recovery_codes: string[];
              };
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Duplicate */
        409: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Too large */
        413: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Account locked */
        423: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Too many requests */
        429: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/two-factor/setup": {
    /**
     * Start two-step verification: a new TOTP secret (base32) and its otpauth:// URL for the QR code
     * @description Any logged-in user.
     *
     * Needs the account's password (a stolen session cannot enrol its own phone); a wrong one is a failed login (422, then 423/429 as at login). Not in force until confirmed with `two-factor/enable`. 409 when it is already on.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            password: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: {
                secret: string;
                otpauth_url: string;
              };
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Duplicate */
        409: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Too large */
        413: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Account locked */
        423: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Too many requests */
        429: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/visits": {
    /**
     * Visit counts per day (cookieless)
     * @description Roles: cms-admin.
     *
     * Role: cms-admin. Public page views and unique visitors per day (Amsterdam time), each day with its views per language and device class, every day of the range (zeros where there were none); the range's top 20 pages and referrer hosts. Default range: the 30 days up to today; at most 800 days. Figures are kept 25 months. Views of the last few seconds may not be in yet (they are stored in batches).
     */
    get: {
      parameters: {
        query?: {
          /** @description first day (YYYY-MM-DD, Amsterdam time); default: 29 days before `to` */
          from?: string;
          /** @description last day, included (YYYY-MM-DD); default: today */
          to?: string;
          /** @description always `json`; ignored */
          _format?: string;
          /** @description cache-busting timestamp; ignored */
          t?: string;
          /** @description language of the messages (default: Accept-Language, else nl) */
          lang?: "nl" | "en";
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["VisitsReport"];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or a missing/wrong CSRF token on a write */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/zzp-product/{id}": {
    /**
     * One product; another partner's answers 404
     * @description Roles: cms-admin, cms-zzp.
     */
    get: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["ZzpProduct"];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/zzp-product/add-product": {
    /**
     * Add a product: a partner's is its own; the admin may send `owner_id` (a zzp partner)
     * @description Roles: cms-admin, cms-zzp.
     */
    post: {
      requestBody: {
        content: {
          "application/json": {
            owner_id?: number;
            title: string;
            brand?: string;
            sku?: string;
            description?: string;
            price?: number;
            price_cents?: number;
            stock: number;
          };
        };
      };
      responses: {
        /** @description OK */
        201: {
          content: {
            "application/json": {
              data: components["schemas"]["ZzpProduct"];
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or missing/wrong CSRF token */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Too large */
        413: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/zzp-product/delete/{id}": {
    /**
     * Delete a product; another partner's answers 404
     * @description Roles: cms-admin, cms-zzp.
     */
    delete: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["ZzpProduct"];
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or missing/wrong CSRF token */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/zzp-product/edit/{id}": {
    /**
     * Change a product (e.g. its stock); another partner's answers 404
     * @description Roles: cms-admin, cms-zzp.
     */
    put: {
      parameters: {
        path: {
          /** @description a positive integer */
          id: number;
        };
      };
      requestBody: {
        content: {
          "application/json": {
            owner_id?: number;
            title?: string;
            brand?: string;
            sku?: string;
            description?: string;
            price?: number;
            price_cents?: number;
            stock?: number;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["ZzpProduct"];
            };
          };
        };
        /** @description Malformed request body (not valid JSON) */
        400: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role, or missing/wrong CSRF token */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Not found (also for a malformed id, and for another user's record) */
        404: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Too large */
        413: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Body is not of the documented media type */
        415: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/zzp-product/next-product-id": {
    /**
     * The id the next product will get
     * @description Roles: cms-admin, cms-zzp.
     */
    get: {
      responses: {
        /** @description OK */
        200: {
          content: {
            "application/json": {
              data: number;
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
  "/zzp-products": {
    /**
     * Zzp products: a partner gets only its own, the admin all (`owner_id` filter)
     * @description Roles: cms-admin, cms-zzp.
     */
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          search?: string;
          sort?: string;
          order?: "asc" | "desc";
          language?: "nl" | "en";
          t?: string;
          _format?: string;
          lang?: string;
          owner_id?: number;
        };
      };
      responses: {
        /** @description One page of the list */
        200: {
          content: {
            "application/json": {
              data: components["schemas"]["ZzpProduct"][];
              meta: {
                page: number;
                per_page: number;
                total: number;
              };
            };
          };
        };
        /** @description Not logged in */
        401: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Wrong role */
        403: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
        /** @description Validation failed: `errors` holds the messages per field, in the request language */
        422: {
          content: {
            "application/json": components["schemas"]["Error"];
          };
        };
      };
    };
  };
}

export type webhooks = Record<string, never>;

export interface components {
  schemas: {
    SessionUser: ({
      id: number;
      name: string;
      email: string;
      /** @enum {string} */
      role: "cms-admin" | "cms-status-user" | "cms-zzp" | "cms-accountant";
    }) | null;
    /** @description Every error answer: a title, a message and per-field messages */
    Error: {
      title: string;
      message: string;
      errors?: {
        [key: string]: string[];
      };
    };
    AccountantDownload: {
      id: number;
      title: string;
      period: string;
      description: string;
      is_current: boolean;
      documents: components["schemas"]["AccountantDocument"][];
      created_at: string;
      updated_at: string;
    };
    AccountantDocument: {
      id: number;
      download_id: number;
      file_name: string;
      mime: string;
      size: number;
      /** @description the download address (GET, logged) */
      url: string;
      created_at: string;
    };
    ZzpProduct: {
      id: number;
      owner_id: number;
      owner_name: string;
      title: string;
      brand: string;
      sku: string;
      description: string;
      price_cents: number;
      /** @description euros */
      price: number;
      stock: number;
      created_at: string;
      updated_at: string;
    };
    StatusNewPc: {
      id: number;
      user_id: number;
      user_name: string;
      title: string;
      created_at: string;
      updated_at: string;
      /**
       * @description admin only: the customer's e-mail about the latest change was sent, waits in the outbox, was not sent because the customer has status e-mails off, or none was made (a change from before status e-mails)
       * @enum {string}
       */
      email_state?: "sent" | "queued" | "off" | "none";
      /** @description admin only: when the outbox sent it */
      email_sent_at?: string | null;
      /** @enum {string} */
      status: "waiting" | "assembling" | "waiting-customer" | "waiting-supplier" | "finished" | "return-appointment" | "delivery-appointment";
      date: string;
      notes: string;
      history?: ({
          /** @enum {string} */
          status: "waiting" | "assembling" | "waiting-customer" | "waiting-supplier" | "finished" | "return-appointment" | "delivery-appointment";
          /** @description ISO timestamp */
          changed_at: string;
        })[];
    };
    StatusRepair: {
      id: number;
      user_id: number;
      user_name: string;
      title: string;
      created_at: string;
      updated_at: string;
      /**
       * @description admin only: the customer's e-mail about the latest change was sent, waits in the outbox, was not sent because the customer has status e-mails off, or none was made (a change from before status e-mails)
       * @enum {string}
       */
      email_state?: "sent" | "queued" | "off" | "none";
      /** @description admin only: when the outbox sent it */
      email_sent_at?: string | null;
      /** @enum {string} */
      status: "in-treatment" | "waiting-for-size" | "closed";
      description_problem: string;
      work_done: string;
      used_parts: string;
      costs_cents: number;
      /** @description euros */
      costs: number;
      intake_date: string;
      waiting_for_size: string;
      history?: ({
          /** @enum {string} */
          status: "in-treatment" | "waiting-for-size" | "closed";
          /** @description ISO timestamp */
          changed_at: string;
        })[];
    };
    Customer: {
      id: number;
      name: string;
      email: string;
      phone: string;
      address: string;
      house_number: string;
      zip_code: string;
      city: string;
      /** @enum {string} */
      role: "cms-admin" | "cms-status-user" | "cms-zzp" | "cms-accountant";
      /** @description true for the role cms-status-user */
      status_user: boolean;
      /**
       * @description the language of the status e-mails
       * @enum {string}
       */
      language: "nl" | "en";
      /** @description the customer gets an e-mail when one of its statuses changes (default true) */
      status_emails: boolean;
      login_count: number;
      last_login_at: string | null;
      password_changed_at: string;
      locked_until: string | null;
      created_at: string;
      updated_at: string;
    };
    EmailMessage: {
      id: number;
      /** @enum {string} */
      kind: "contact" | "phone" | "remote-assistance";
      name: string;
      email: string;
      phone: string;
      preferred_moment: string;
      message: string;
      product_id: number | null;
      product_title: string;
      product_url: string;
      /** @enum {string} */
      language: "nl" | "en";
      read_at: string | null;
      unread: boolean;
      created_at: string;
    };
    GalleryImage: {
      url: string;
      width: number;
      height: number;
      variants: {
          width: number;
          format: string;
          url: string;
        }[];
    };
    Dashboard: {
      counts: {
        pages: number;
        news: number;
        tips: number;
        products: number;
        zzp_products: number;
        services: number;
        service_groups: number;
        features: number;
        reviews: number;
        customers: number;
        statuses_new_pc: number;
        statuses_repair: number;
        emails: {
          total: number;
          unread: number;
        };
        emails_phone: {
          total: number;
          unread: number;
        };
        emails_remote_assistance: {
          total: number;
          unread: number;
        };
      };
      latest_emails: {
        contact: components["schemas"]["EmailMessage"][];
        phone: components["schemas"]["EmailMessage"][];
        remote_assistance: components["schemas"]["EmailMessage"][];
      };
      latest_statuses: {
        new_pc: {
            id: number;
            title: string;
            status: string;
            /** @description new pc: the status date; repair: the intake date */
            date: string;
            customer: {
              id: number;
              name: string;
            };
          }[];
        repair: {
            id: number;
            title: string;
            status: string;
            /** @description new pc: the status date; repair: the intake date */
            date: string;
            customer: {
              id: number;
              name: string;
            };
          }[];
      };
    };
    Page: {
      id: number;
      /** @enum {string} */
      language: "nl" | "en";
      title: string;
      url: string;
      full_url: string;
      menu_title: string;
      belongs_to: number | null;
      blocks: unknown[];
      page_translation: components["schemas"]["Translation"];
      [key: string]: unknown;
    };
    Translation: ({
      id: number;
      /** @enum {string} */
      language: "nl" | "en";
      url: string;
      full_url?: string;
      title: string;
    }) | null;
    NewsItem: {
      id: number;
      /** @enum {string} */
      language: "nl" | "en";
      title: string;
      url: string;
      image: string;
      text: string;
      published_at: string;
      category: {
        id: number;
        /** @description the category's code, e.g. phishing-mail */
        title: string;
        title_nl: string;
        title_en: string;
        /** @description the label in the item's language */
        label: string;
      } | null;
      group: {
        id: number;
        title: string;
      } | null;
      news_translation: components["schemas"]["Translation"];
      [key: string]: unknown;
    };
    NewsGroup: {
      id: number;
      /** @enum {string} */
      language: "nl" | "en";
      title: string;
      news_group_translation: components["schemas"]["Translation"];
      [key: string]: unknown;
    };
    NewsCategory: {
      id: number;
      /** @description the code, e.g. phishing-mail */
      title: string;
      /** @description the label on the Dutch site */
      title_nl: string;
      /** @description the label on the English site */
      title_en: string;
      [key: string]: unknown;
    };
    Tip: {
      id: number;
      /** @enum {string} */
      language: "nl" | "en";
      title: string;
      url: string;
      image: string;
      tip_one: string;
      tip_two: string;
      tip_three: string;
      tip_four: string;
      tip_translation: components["schemas"]["Translation"];
      [key: string]: unknown;
    };
    Product: {
      id: number;
      /** @enum {string} */
      language: "nl" | "en";
      title: string;
      url: string;
      image: string;
      brand: string;
      price_cents: number;
      /** @enum {string} */
      condition: "new" | "as-new" | "used";
      product_type: string;
      stock: number;
      /** @description euros */
      price: number;
      product_translation: components["schemas"]["Translation"];
      [key: string]: unknown;
    };
    Service: {
      id: number;
      /** @enum {string} */
      language: "nl" | "en";
      title: string;
      icon: string;
      description: string;
      service_group_id: number | null;
      group: {
        id: number;
        title: string;
        icon: string;
      } | null;
      service_translation: components["schemas"]["Translation"];
      [key: string]: unknown;
    };
    ServiceGroupWithServices: {
      id: number;
      title: string;
      services: components["schemas"]["Service"][];
      [key: string]: unknown;
    };
    ServiceGroup: {
      id: number;
      /** @enum {string} */
      language: "nl" | "en";
      title: string;
      icon: string;
      description: string;
      service_group_translation: components["schemas"]["Translation"];
      [key: string]: unknown;
    };
    Feature: {
      id: number;
      /** @enum {string} */
      language: "nl" | "en";
      title: string;
      icon: string;
      position: number;
      feature_translation: components["schemas"]["Translation"];
      [key: string]: unknown;
    };
    Review: {
      id: number;
      /** @enum {string} */
      language: "nl" | "en";
      name: string;
      text: string;
      rating: number;
      visible: boolean;
      position: number;
      [key: string]: unknown;
    };
    PreviewLink: {
      id: number;
      created_at: string;
      expires_at: string;
      revoked_at: string | null;
      /** @description neither expired nor revoked */
      active: boolean;
    };
    RevisionSummary: {
      id: number;
      created_at: string;
      user_name: string;
      /** @enum {string} */
      action: "create" | "update" | "restore" | "scheduled-publish" | "scheduled-unpublish" | "shared" | "initial";
      /** @enum {string|null} */
      language: "nl" | "en" | null;
    };
    Revision: {
      id: number;
      /** @enum {string} */
      entity_type: "page" | "news" | "tip" | "product";
      entity_id: number;
      created_at: string;
      user_name: string;
      /** @enum {string} */
      action: "create" | "update" | "restore" | "scheduled-publish" | "scheduled-unpublish" | "shared" | "initial";
      /** @description the item as the API answered it then */
      data: {
        [key: string]: unknown;
      };
    };
    Draft: ({
      /** @enum {string} */
      type: "page" | "news" | "tip" | "product";
      /** @description null: a new item */
      id: number | null;
      /** @enum {string} */
      language: "nl" | "en";
      values: {
        [key: string]: unknown;
      };
      updated_at: string;
    }) | null;
    Redirect: {
      id: number;
      /** @description the old address, normalised: lower case, no trailing slash */
      from_path: string;
      /** @description the path of this site it answers 301 to */
      to_path: string;
      /** @enum {string} */
      language: "nl" | "en";
      /**
       * @description auto: left by an address change of a page, news item, tip or product; manual: the owner's
       * @enum {string}
       */
      kind: "auto" | "manual";
      entity_type: string | null;
      entity_id: number | null;
      /** @description add and edit answers only: remarks in the request language that did not refuse the save (the target shows nothing yet, or is itself redirected on) */
      notices?: string[];
      [key: string]: unknown;
    };
    ConsentChoice: {
      /** @description the accepted categories; `necessary` is always recorded */
      categories: ("necessary" | "statistic" | "marketing")[];
      /** @description the policy version the banner showed (not above the current one) */
      policy_version: number;
    };
    ConsentEntry: {
      id: number;
      /** Format: uuid */
      consent_id: string;
      categories: string[];
      policy_version: number;
      /** @description IPv4 with the last octet 0, IPv6 cut to /48 */
      ip_truncated: string;
      created_at: string;
    };
    AuditEntry: {
      id: number;
      at: string;
      user_id: number | null;
      user_email: string;
      user_name: string;
      action: string;
      entity_type: string | null;
      entity_id: number | null;
      title: string;
      ip: string;
      detail: {
        [key: string]: unknown;
      } | null;
    };
    TranslationReportEntry: {
      /** @enum {string} */
      type: "page" | "news" | "tip" | "product";
      id: number;
      /** @enum {string} */
      language: "nl" | "en";
      title: string;
      /** @enum {string} */
      status: "missing" | "outdated";
      sibling: ({
        id: number;
        /** @enum {string} */
        language: "nl" | "en";
        title: string;
      }) | null;
      /** @description the admin's edit screen of the item */
      edit_path: string;
      /** @description the admin's add screen of the missing translation; null when it exists */
      create_path: string | null;
    };
    ScheduleReportEntry: {
      /** @enum {string} */
      type: "page" | "news" | "tip" | "product";
      id: number;
      /** @enum {string} */
      language: "nl" | "en";
      title: string;
      /**
       * @description `publish`: the item goes online at `at`; `unpublish`: it goes offline at `at`
       * @enum {string}
       */
      kind: "publish" | "unpublish";
      /** @description the moment, ISO 8601 in UTC */
      at: string;
      /** @description the admin's edit screen of the item */
      edit_path: string;
    };
    VisitsReport: {
      /** @description first day of the range (YYYY-MM-DD) */
      from: string;
      /** @description last day of the range, included */
      to: string;
      totals: {
        views: number;
        /** @description the sum of the days' visitors (days cannot be linked) */
        visitors: number;
      };
      days: {
          date: string;
          views: number;
          /** @description unique visitors of the day (address + browser + the day's salt) */
          visitors: number;
          languages: {
            nl: number;
            en: number;
          };
          devices: {
            phone: number;
            tablet: number;
            desktop: number;
          };
        }[];
      pages: {
          path: string;
          views: number;
        }[];
      referrers: {
          /** @description host only, or `other` */
          host: string;
          views: number;
        }[];
    };
    BookingKind: {
      id: number;
      name: string;
      minutes: number;
    };
    BookingSlot: {
      start: string;
      end: string;
    };
    Booking: {
      id: number;
      kind: number;
      kind_name: string;
      start: string;
      end: string;
      /** @enum {string} */
      status: "booked" | "cancelled";
    };
    AdminBooking: {
      id: number;
      kind_id: number;
      kind_name: string;
      start_at: string;
      end_at: string;
      status: string;
      name: string;
      email: string;
      phone: string;
      description: string;
      /** @enum {string} */
      language: "nl" | "en";
      cancelled_at: string | null;
      created_at: string;
    };
    AdminBookingKind: {
      id: number;
      name_nl: string;
      name_en: string;
      minutes: number;
      active: boolean;
      position: number;
      hours: {
          weekday: number;
          start_time: string;
          end_time: string;
        }[];
    };
    BookingException: {
      id: number;
      day: string;
      kind_id: number | null;
      closed: boolean;
      start_time: string | null;
      end_time: string | null;
      note: string;
    };
    BookingSettings: {
      min_notice_minutes: number;
      max_days_ahead: number;
    };
    SearchResult: {
      /** @enum {string} */
      type: "page" | "news" | "tip" | "product" | "service";
      title: string;
      /** @description the public address, relative to the site */
      url: string;
      /** @description a safe HTML fragment: the text around the hits, escaped, each hit in `<mark>` */
      snippet: string;
    };
  };
  responses: never;
  parameters: {
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}

export type $defs = Record<string, never>;

export type external = Record<string, never>;

export type operations = Record<string, never>;
