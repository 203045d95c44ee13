/** The customers feature's public face: other features, the app and tests import only this. */
