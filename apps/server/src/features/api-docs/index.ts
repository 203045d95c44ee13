/** The api-docs feature's public face: the app imports only this. */
