fn f(o: Option<u8>) -> bool {
    !o.is_none() && o.is_some() && !(o.is_none()) && o.is_none()
}
