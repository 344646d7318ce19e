/** The first characters /product-index/{index} pages exist for. */
export const INDEX_KEYS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'];
