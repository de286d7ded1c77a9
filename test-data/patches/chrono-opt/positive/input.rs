use chrono::{NaiveDate, NaiveDateTime, NaiveTime, TimeZone, Utc};

pub fn dates() -> (NaiveDate, NaiveTime, NaiveDateTime) {
    let d = NaiveDate::from_ymd(2024, 2, 29);
    let t = NaiveTime::from_hms(12, 30, 0);
    (d, t, d.and_hms(8, 0, 0))
}

pub fn stamps(secs: i64) -> (chrono::DateTime<Utc>, chrono::DateTime<Utc>) {
    (Utc.ymd(2020, 1, 1).and_hms(0, 0, 1), Utc.timestamp(secs, 0))
}
