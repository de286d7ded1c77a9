fn wrap(inner: Inner, other: Inner, id: u32) -> [Wrapper; 4] {
    [
        Wrapper { inner: inner },
        Wrapper { inner: other },
        Wrapper { id: id, inner: inner },
        Wrapper { id },
    ]
}
