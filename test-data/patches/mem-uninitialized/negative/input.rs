use std::mem::MaybeUninit;

pub fn make() -> [u8; 16] {
    let mut buf = MaybeUninit::<[u8; 16]>::uninit();
    unsafe {
        buf.as_mut_ptr().write([0; 16]);
        buf.assume_init()
    }
}
