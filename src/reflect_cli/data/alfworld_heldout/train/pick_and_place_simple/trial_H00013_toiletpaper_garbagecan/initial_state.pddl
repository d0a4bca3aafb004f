(define (problem plan_trial_H00013_toiletpaper_garbagecan)
(:domain alfred)
(:objects
  agent1 - agent
  CandleType - otype
  SoapBarType - otype
  SoapBottleType - otype
  SprayBottleType - otype
  ToiletPaperType - otype
  TowelType - otype
  CabinetType - rtype
  CounterTopType - rtype
  GarbageCanType - rtype
  ShelfType - rtype
  SinkBasinType - rtype
  ToiletType - rtype
  TowelHolderType - rtype
  ToiletPaper_bar__minus_01_dot_52_bar__plus_02_dot_41_bar__plus_01_dot_81 - object
  SoapBottle_bar__minus_00_dot_84_bar__plus_00_dot_28_bar__minus_00_dot_83 - object
  Towel_bar__plus_00_dot_73_bar__plus_02_dot_16_bar__plus_01_dot_46 - object
  Candle_bar__plus_01_dot_33_bar__minus_00_dot_39_bar__minus_00_dot_54 - object
  SprayBottle_bar__minus_00_dot_33_bar__minus_01_dot_50_bar__plus_00_dot_04 - object
  SoapBar_bar__minus_01_dot_36_bar__minus_00_dot_80_bar__plus_02_dot_34 - object
  Cabinet_bar__minus_01_dot_08_bar__minus_00_dot_79_bar__minus_02_dot_26 - receptacle
  GarbageCan_bar__plus_01_dot_59_bar__plus_00_dot_16_bar__minus_00_dot_08 - receptacle
  Sink_bar__minus_00_dot_36_bar__plus_00_dot_78_bar__minus_01_dot_31_bar_SinkBasin - receptacle
  TowelHolder_bar__minus_01_dot_59_bar__minus_00_dot_18_bar__minus_00_dot_67 - receptacle
  Shelf_bar__minus_00_dot_73_bar__plus_00_dot_36_bar__plus_01_dot_88 - receptacle
  CounterTop_bar__plus_01_dot_00_bar__minus_00_dot_38_bar__plus_00_dot_90 - receptacle
  Toilet_bar__minus_02_dot_37_bar__plus_01_dot_45_bar__plus_02_dot_17 - receptacle
  loc_bar_0_bar__minus_3_bar_0_bar_45 - location
  loc_bar_1_bar__minus_3_bar_3_bar_0 - location
  loc_bar_2_bar__minus_2_bar_3_bar_15 - location
  loc_bar_3_bar_4_bar_0_bar_60 - location
  loc_bar_5_bar_6_bar_1_bar_60 - location
  loc_bar_6_bar_7_bar_1_bar_15 - location
  loc_bar_6_bar__minus_2_bar_3_bar_0 - location
  loc_bar__minus_6_bar_5_bar_1_bar_30 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_2_bar__minus_2_bar_3_bar_15)
  (canContain CabinetType CandleType)
  (canContain CabinetType SoapBarType)
  (canContain CabinetType SoapBottleType)
  (canContain CabinetType SprayBottleType)
  (canContain CabinetType ToiletPaperType)
  (canContain CabinetType TowelType)
  (canContain CounterTopType CandleType)
  (canContain CounterTopType SoapBarType)
  (canContain CounterTopType SoapBottleType)
  (canContain CounterTopType SprayBottleType)
  (canContain CounterTopType ToiletPaperType)
  (canContain CounterTopType TowelType)
  (canContain GarbageCanType CandleType)
  (canContain GarbageCanType SoapBarType)
  (canContain GarbageCanType SoapBottleType)
  (canContain GarbageCanType SprayBottleType)
  (canContain GarbageCanType ToiletPaperType)
  (canContain ShelfType CandleType)
  (canContain ShelfType SoapBarType)
  (canContain ShelfType SoapBottleType)
  (canContain ShelfType SprayBottleType)
  (canContain ShelfType ToiletPaperType)
  (canContain ShelfType TowelType)
  (canContain SinkBasinType CandleType)
  (canContain SinkBasinType SoapBarType)
  (canContain SinkBasinType SoapBottleType)
  (canContain SinkBasinType SprayBottleType)
  (canContain SinkBasinType ToiletPaperType)
  (canContain SinkBasinType TowelType)
  (canContain ToiletType CandleType)
  (canContain ToiletType SoapBarType)
  (canContain ToiletType SoapBottleType)
  (canContain ToiletType SprayBottleType)
  (canContain ToiletType ToiletPaperType)
  (canContain TowelHolderType TowelType)
  (receptacleType Cabinet_bar__minus_01_dot_08_bar__minus_00_dot_79_bar__minus_02_dot_26 CabinetType)
  (receptacleAtLocation Cabinet_bar__minus_01_dot_08_bar__minus_00_dot_79_bar__minus_02_dot_26 loc_bar_6_bar__minus_2_bar_3_bar_0)
  (openable Cabinet_bar__minus_01_dot_08_bar__minus_00_dot_79_bar__minus_02_dot_26)
  (receptacleType GarbageCan_bar__plus_01_dot_59_bar__plus_00_dot_16_bar__minus_00_dot_08 GarbageCanType)
  (receptacleAtLocation GarbageCan_bar__plus_01_dot_59_bar__plus_00_dot_16_bar__minus_00_dot_08 loc_bar_5_bar_6_bar_1_bar_60)
  (receptacleType Sink_bar__minus_00_dot_36_bar__plus_00_dot_78_bar__minus_01_dot_31_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__minus_00_dot_36_bar__plus_00_dot_78_bar__minus_01_dot_31_bar_SinkBasin loc_bar_0_bar__minus_3_bar_0_bar_45)
  (receptacleType TowelHolder_bar__minus_01_dot_59_bar__minus_00_dot_18_bar__minus_00_dot_67 TowelHolderType)
  (receptacleAtLocation TowelHolder_bar__minus_01_dot_59_bar__minus_00_dot_18_bar__minus_00_dot_67 loc_bar_3_bar_4_bar_0_bar_60)
  (receptacleType Shelf_bar__minus_00_dot_73_bar__plus_00_dot_36_bar__plus_01_dot_88 ShelfType)
  (receptacleAtLocation Shelf_bar__minus_00_dot_73_bar__plus_00_dot_36_bar__plus_01_dot_88 loc_bar__minus_6_bar_5_bar_1_bar_30)
  (receptacleType CounterTop_bar__plus_01_dot_00_bar__minus_00_dot_38_bar__plus_00_dot_90 CounterTopType)
  (receptacleAtLocation CounterTop_bar__plus_01_dot_00_bar__minus_00_dot_38_bar__plus_00_dot_90 loc_bar_6_bar_7_bar_1_bar_15)
  (receptacleType Toilet_bar__minus_02_dot_37_bar__plus_01_dot_45_bar__plus_02_dot_17 ToiletType)
  (receptacleAtLocation Toilet_bar__minus_02_dot_37_bar__plus_01_dot_45_bar__plus_02_dot_17 loc_bar_1_bar__minus_3_bar_3_bar_0)
  (objectType ToiletPaper_bar__minus_01_dot_52_bar__plus_02_dot_41_bar__plus_01_dot_81 ToiletPaperType)
  (inReceptacle ToiletPaper_bar__minus_01_dot_52_bar__plus_02_dot_41_bar__plus_01_dot_81 Sink_bar__minus_00_dot_36_bar__plus_00_dot_78_bar__minus_01_dot_31_bar_SinkBasin)
  (objectAtLocation ToiletPaper_bar__minus_01_dot_52_bar__plus_02_dot_41_bar__plus_01_dot_81 loc_bar_0_bar__minus_3_bar_0_bar_45)
  (pickupable ToiletPaper_bar__minus_01_dot_52_bar__plus_02_dot_41_bar__plus_01_dot_81)
  (objectType SoapBottle_bar__minus_00_dot_84_bar__plus_00_dot_28_bar__minus_00_dot_83 SoapBottleType)
  (inReceptacle SoapBottle_bar__minus_00_dot_84_bar__plus_00_dot_28_bar__minus_00_dot_83 Shelf_bar__minus_00_dot_73_bar__plus_00_dot_36_bar__plus_01_dot_88)
  (objectAtLocation SoapBottle_bar__minus_00_dot_84_bar__plus_00_dot_28_bar__minus_00_dot_83 loc_bar__minus_6_bar_5_bar_1_bar_30)
  (pickupable SoapBottle_bar__minus_00_dot_84_bar__plus_00_dot_28_bar__minus_00_dot_83)
  (objectType Towel_bar__plus_00_dot_73_bar__plus_02_dot_16_bar__plus_01_dot_46 TowelType)
  (inReceptacle Towel_bar__plus_00_dot_73_bar__plus_02_dot_16_bar__plus_01_dot_46 Shelf_bar__minus_00_dot_73_bar__plus_00_dot_36_bar__plus_01_dot_88)
  (objectAtLocation Towel_bar__plus_00_dot_73_bar__plus_02_dot_16_bar__plus_01_dot_46 loc_bar__minus_6_bar_5_bar_1_bar_30)
  (pickupable Towel_bar__plus_00_dot_73_bar__plus_02_dot_16_bar__plus_01_dot_46)
  (objectType Candle_bar__plus_01_dot_33_bar__minus_00_dot_39_bar__minus_00_dot_54 CandleType)
  (inReceptacle Candle_bar__plus_01_dot_33_bar__minus_00_dot_39_bar__minus_00_dot_54 Shelf_bar__minus_00_dot_73_bar__plus_00_dot_36_bar__plus_01_dot_88)
  (objectAtLocation Candle_bar__plus_01_dot_33_bar__minus_00_dot_39_bar__minus_00_dot_54 loc_bar__minus_6_bar_5_bar_1_bar_30)
  (pickupable Candle_bar__plus_01_dot_33_bar__minus_00_dot_39_bar__minus_00_dot_54)
  (objectType SprayBottle_bar__minus_00_dot_33_bar__minus_01_dot_50_bar__plus_00_dot_04 SprayBottleType)
  (inReceptacle SprayBottle_bar__minus_00_dot_33_bar__minus_01_dot_50_bar__plus_00_dot_04 Cabinet_bar__minus_01_dot_08_bar__minus_00_dot_79_bar__minus_02_dot_26)
  (objectAtLocation SprayBottle_bar__minus_00_dot_33_bar__minus_01_dot_50_bar__plus_00_dot_04 loc_bar_6_bar__minus_2_bar_3_bar_0)
  (pickupable SprayBottle_bar__minus_00_dot_33_bar__minus_01_dot_50_bar__plus_00_dot_04)
  (objectType SoapBar_bar__minus_01_dot_36_bar__minus_00_dot_80_bar__plus_02_dot_34 SoapBarType)
  (inReceptacle SoapBar_bar__minus_01_dot_36_bar__minus_00_dot_80_bar__plus_02_dot_34 Cabinet_bar__minus_01_dot_08_bar__minus_00_dot_79_bar__minus_02_dot_26)
  (objectAtLocation SoapBar_bar__minus_01_dot_36_bar__minus_00_dot_80_bar__plus_02_dot_34 loc_bar_6_bar__minus_2_bar_3_bar_0)
  (pickupable SoapBar_bar__minus_01_dot_36_bar__minus_00_dot_80_bar__plus_02_dot_34)
  (cleanable SoapBar_bar__minus_01_dot_36_bar__minus_00_dot_80_bar__plus_02_dot_34)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o ToiletPaperType)
                    (receptacleType ?r GarbageCanType)
                )
            )
        )
    )
)
)
