pub(crate) use crate::new::Client;

mod inner {
    #[cfg(feature = "blocking")]
    pub use crate::new::Client;
}

use crate::new::Client;
