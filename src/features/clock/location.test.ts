import {
  formatLocation,
  parseGeoResponse,
  parseIpResponse,
  parseLocatedGeoResponse,
} from './location';

describe('formatLocation', () => {
  it('should join city, region and country', () => {
    expect(formatLocation({ city: 'Campinas', region: 'São Paulo', country: 'Brazil' })).toBe(
      'Campinas, São Paulo, Brazil',
    );
  });

  it('should use the spec placeholders for missing fields', () => {
    expect(formatLocation({ country: 'Brazil' })).toBe(
      'Cidade desconhecida, Estado desconhecido, Brazil',
    );
    expect(formatLocation({ city: 'Lisboa' })).toBe('Lisboa, Estado desconhecido, País desconhecido');
  });

  it('should treat empty, blank and non-string fields as unknown', () => {
    expect(formatLocation({ city: '', region: '   ', country: 42 })).toBe(
      'Cidade desconhecida, Estado desconhecido, País desconhecido',
    );
    expect(formatLocation({ city: null, region: ['SP'], country: { name: 'Brazil' } })).toBe(
      'Cidade desconhecida, Estado desconhecido, País desconhecido',
    );
  });

  it('should show only placeholders when there is no record', () => {
    const unknown = 'Cidade desconhecida, Estado desconhecido, País desconhecido';
    expect(formatLocation(null)).toBe(unknown);
    expect(formatLocation(undefined)).toBe(unknown);
    expect(formatLocation({})).toBe(unknown);
  });

  it('should trim surrounding whitespace', () => {
    expect(formatLocation({ city: ' Recife ', region: 'Pernambuco\n', country: '\tBrazil' })).toBe(
      'Recife, Pernambuco, Brazil',
    );
  });

  it('should accept a parsed geolocation record', () => {
    expect(
      formatLocation(parseGeoResponse({ timezone: 'America/Recife', city: 'Recife', country: 'Brazil' })),
    ).toBe('Recife, Estado desconhecido, Brazil');
  });
});

describe('parseGeoResponse', () => {
  it('should keep the four spec fields of a full answer and drop the rest', () => {
    expect(
      parseGeoResponse({
        ip: '203.0.113.7',
        timezone: 'America/Sao_Paulo',
        city: 'São Paulo',
        region: 'São Paulo',
        country: 'Brazil',
        country_code: 'BR',
        latitude: '-23.5',
      }),
    ).toEqual({
      timezone: 'America/Sao_Paulo',
      city: 'São Paulo',
      region: 'São Paulo',
      country: 'Brazil',
    });
  });

  it('should give null for missing, empty or non-string fields', () => {
    expect(parseGeoResponse({})).toEqual({ timezone: null, city: null, region: null, country: null });
    expect(parseGeoResponse({ timezone: 5, city: '', region: '  ', country: null })).toEqual({
      timezone: null,
      city: null,
      region: null,
      country: null,
    });
  });

  it('should drop a time zone the platform does not know', () => {
    expect(parseGeoResponse({ timezone: 'Not/AZone', city: 'X' })).toEqual({
      timezone: null,
      city: 'X',
      region: null,
      country: null,
    });
    expect(parseGeoResponse({ timezone: 'Etc/Unknown' }).timezone).toBeNull();
  });

  it('should trim fields before checking them', () => {
    expect(parseGeoResponse({ timezone: ' Asia/Tokyo ', city: ' Tokyo ' })).toMatchObject({
      timezone: 'Asia/Tokyo',
      city: 'Tokyo',
    });
  });

  it('should throw a short English error when the answer is not an object', () => {
    for (const raw of [null, undefined, 'Brazil', 42, true, [], [{ city: 'X' }]]) {
      expect(() => parseGeoResponse(raw)).toThrow(new Error('Geolocation response is not an object'));
    }
  });
});

describe('parseIpResponse', () => {
  it('should return the ip of an IPv4 or IPv6 answer', () => {
    expect(parseIpResponse({ ip: '203.0.113.7' })).toBe('203.0.113.7');
    expect(parseIpResponse({ ip: '2001:db8::1' })).toBe('2001:db8::1');
    expect(parseIpResponse({ ip: ' 198.51.100.2\n', extra: true })).toBe('198.51.100.2');
  });

  it('should throw when the answer is not an object', () => {
    for (const raw of [null, undefined, '203.0.113.7', 1, []]) {
      expect(() => parseIpResponse(raw)).toThrow(new Error('IP response is not an object'));
    }
  });

  it('should throw when ip is missing, empty or not a string', () => {
    for (const raw of [{}, { ip: '' }, { ip: '   ' }, { ip: 203 }, { ip: null }, { ip: ['1.2.3.4'] }]) {
      expect(() => parseIpResponse(raw)).toThrow(new Error('IP response has no ip'));
    }
  });

  it('should reject an ip that could alter the request path', () => {
    for (const ip of ['../users', '1.2.3.4/x', '1.2.3.4?q=1', 'example.com']) {
      expect(() => parseIpResponse({ ip })).toThrow(new Error('IP response has a malformed ip'));
    }
  });
});

describe('parseLocatedGeoResponse', () => {
  it('should keep a record whose time zone is known', () => {
    expect(
      parseLocatedGeoResponse({ timezone: 'Asia/Tokyo', city: 'Tóquio', region: 'Tóquio', country: 'Japão' }),
    ).toEqual({ timezone: 'Asia/Tokyo', city: 'Tóquio', region: 'Tóquio', country: 'Japão' });
  });

  it('should keep a known zone with missing place fields (shown with placeholders)', () => {
    expect(parseLocatedGeoResponse({ timezone: 'Europe/Paris' })).toEqual({
      timezone: 'Europe/Paris',
      city: null,
      region: null,
      country: null,
    });
  });

  it.each([['Etc/Unknown'], [''], ['Not/AZone'], [42], [null]])(
    'should reject the unusable time zone %p with a short message',
    (timezone) => {
      expect(() => parseLocatedGeoResponse({ timezone, city: 'X', region: 'Y', country: 'Z' })).toThrow(
        `Geolocation response has an unknown time zone: ${JSON.stringify(timezone)}`,
      );
    },
  );

  it('should reject a missing time zone', () => {
    expect(() => parseLocatedGeoResponse({ city: 'X' })).toThrow('Geolocation response has an unknown time zone: undefined');
  });

  it('should cap a long time zone in the message', () => {
    let message = '';
    try {
      parseLocatedGeoResponse({ timezone: 'x'.repeat(500) });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.length).toBeLessThan(120);
    expect(message).toMatch(/\.\.\.$/);
  });

  it('should reject an answer that is not an object', () => {
    expect(() => parseLocatedGeoResponse([])).toThrow('Geolocation response is not an object');
  });
});
