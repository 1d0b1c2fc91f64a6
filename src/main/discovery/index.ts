/** LAN discovery of Magic Table hosts: advertise a host, browse for hosts. */
export { advertise, type Advertiser, type AdvertiserHandle, type AdvertiseOptions, type AdvertiserStatus } from './advertise.js';
export { browse, type HostBrowser, type BrowseOptions } from './browse.js';
export { summarizeTables, parseTables, SERVICE_TYPE, SERVICE_DOMAIN } from './txt.js';
export { createMulticastTransport, type MdnsTransport, type TransportFactory } from './transport.js';
