(define (problem plan_trial_H00019_toiletpaper_shelf)
(:domain alfred)
(:objects
  agent1 - agent
  CandleType - otype
  ClothType - otype
  SoapBarType - otype
  SprayBottleType - otype
  TissueBoxType - otype
  ToiletPaperType - otype
  CabinetType - rtype
  CounterTopType - rtype
  GarbageCanType - rtype
  ShelfType - rtype
  SinkBasinType - rtype
  ToiletType - rtype
  TowelHolderType - rtype
  ToiletPaper_bar__minus_00_dot_97_bar__plus_00_dot_21_bar__plus_01_dot_83 - object
  ToiletPaper_bar__minus_02_dot_46_bar__plus_02_dot_48_bar__minus_00_dot_45 - object
  TissueBox_bar__minus_00_dot_45_bar__plus_01_dot_65_bar__plus_01_dot_84 - object
  Cloth_bar__minus_02_dot_43_bar__plus_02_dot_39_bar__plus_02_dot_32 - object
  SprayBottle_bar__plus_00_dot_50_bar__plus_01_dot_84_bar__minus_01_dot_63 - object
  Candle_bar__minus_01_dot_25_bar__minus_01_dot_73_bar__minus_01_dot_30 - object
  SoapBar_bar__minus_01_dot_68_bar__minus_00_dot_66_bar__minus_01_dot_61 - object
  Cabinet_bar__minus_00_dot_85_bar__plus_02_dot_49_bar__minus_01_dot_25 - receptacle
  TowelHolder_bar__plus_01_dot_38_bar__minus_02_dot_43_bar__plus_00_dot_57 - receptacle
  Sink_bar__plus_02_dot_01_bar__plus_01_dot_56_bar__plus_00_dot_94_bar_SinkBasin - receptacle
  Shelf_bar__plus_00_dot_80_bar__plus_00_dot_48_bar__minus_00_dot_72 - receptacle
  CounterTop_bar__plus_00_dot_37_bar__minus_01_dot_92_bar__minus_01_dot_49 - receptacle
  GarbageCan_bar__plus_02_dot_15_bar__plus_01_dot_05_bar__plus_02_dot_38 - receptacle
  Toilet_bar__plus_00_dot_87_bar__plus_01_dot_13_bar__minus_02_dot_49 - receptacle
  loc_bar_1_bar_3_bar_1_bar_15 - location
  loc_bar_2_bar__minus_6_bar_3_bar_15 - location
  loc_bar_3_bar_3_bar_2_bar_60 - location
  loc_bar_4_bar__minus_7_bar_1_bar_0 - location
  loc_bar_7_bar__minus_1_bar_0_bar_30 - location
  loc_bar__minus_6_bar_8_bar_2_bar_15 - location
  loc_bar__minus_7_bar_6_bar_3_bar_0 - location
  loc_bar__minus_8_bar_0_bar_0_bar_0 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_4_bar__minus_7_bar_1_bar_0)
  (canContain CabinetType CandleType)
  (canContain CabinetType ClothType)
  (canContain CabinetType SoapBarType)
  (canContain CabinetType SprayBottleType)
  (canContain CabinetType TissueBoxType)
  (canContain CabinetType ToiletPaperType)
  (canContain CounterTopType CandleType)
  (canContain CounterTopType ClothType)
  (canContain CounterTopType SoapBarType)
  (canContain CounterTopType SprayBottleType)
  (canContain CounterTopType TissueBoxType)
  (canContain CounterTopType ToiletPaperType)
  (canContain GarbageCanType CandleType)
  (canContain GarbageCanType ClothType)
  (canContain GarbageCanType SoapBarType)
  (canContain GarbageCanType SprayBottleType)
  (canContain GarbageCanType TissueBoxType)
  (canContain GarbageCanType ToiletPaperType)
  (canContain ShelfType CandleType)
  (canContain ShelfType ClothType)
  (canContain ShelfType SoapBarType)
  (canContain ShelfType SprayBottleType)
  (canContain ShelfType TissueBoxType)
  (canContain ShelfType ToiletPaperType)
  (canContain SinkBasinType CandleType)
  (canContain SinkBasinType ClothType)
  (canContain SinkBasinType SoapBarType)
  (canContain SinkBasinType SprayBottleType)
  (canContain SinkBasinType TissueBoxType)
  (canContain SinkBasinType ToiletPaperType)
  (canContain ToiletType CandleType)
  (canContain ToiletType ClothType)
  (canContain ToiletType SoapBarType)
  (canContain ToiletType SprayBottleType)
  (canContain ToiletType TissueBoxType)
  (canContain ToiletType ToiletPaperType)
  (canContain TowelHolderType ClothType)
  (receptacleType Cabinet_bar__minus_00_dot_85_bar__plus_02_dot_49_bar__minus_01_dot_25 CabinetType)
  (receptacleAtLocation Cabinet_bar__minus_00_dot_85_bar__plus_02_dot_49_bar__minus_01_dot_25 loc_bar__minus_6_bar_8_bar_2_bar_15)
  (openable Cabinet_bar__minus_00_dot_85_bar__plus_02_dot_49_bar__minus_01_dot_25)
  (receptacleType TowelHolder_bar__plus_01_dot_38_bar__minus_02_dot_43_bar__plus_00_dot_57 TowelHolderType)
  (receptacleAtLocation TowelHolder_bar__plus_01_dot_38_bar__minus_02_dot_43_bar__plus_00_dot_57 loc_bar_7_bar__minus_1_bar_0_bar_30)
  (receptacleType Sink_bar__plus_02_dot_01_bar__plus_01_dot_56_bar__plus_00_dot_94_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__plus_02_dot_01_bar__plus_01_dot_56_bar__plus_00_dot_94_bar_SinkBasin loc_bar_3_bar_3_bar_2_bar_60)
  (receptacleType Shelf_bar__plus_00_dot_80_bar__plus_00_dot_48_bar__minus_00_dot_72 ShelfType)
  (receptacleAtLocation Shelf_bar__plus_00_dot_80_bar__plus_00_dot_48_bar__minus_00_dot_72 loc_bar__minus_7_bar_6_bar_3_bar_0)
  (receptacleType CounterTop_bar__plus_00_dot_37_bar__minus_01_dot_92_bar__minus_01_dot_49 CounterTopType)
  (receptacleAtLocation CounterTop_bar__plus_00_dot_37_bar__minus_01_dot_92_bar__minus_01_dot_49 loc_bar_1_bar_3_bar_1_bar_15)
  (receptacleType GarbageCan_bar__plus_02_dot_15_bar__plus_01_dot_05_bar__plus_02_dot_38 GarbageCanType)
  (receptacleAtLocation GarbageCan_bar__plus_02_dot_15_bar__plus_01_dot_05_bar__plus_02_dot_38 loc_bar_2_bar__minus_6_bar_3_bar_15)
  (receptacleType Toilet_bar__plus_00_dot_87_bar__plus_01_dot_13_bar__minus_02_dot_49 ToiletType)
  (receptacleAtLocation Toilet_bar__plus_00_dot_87_bar__plus_01_dot_13_bar__minus_02_dot_49 loc_bar__minus_8_bar_0_bar_0_bar_0)
  (objectType ToiletPaper_bar__minus_00_dot_97_bar__plus_00_dot_21_bar__plus_01_dot_83 ToiletPaperType)
  (inReceptacle ToiletPaper_bar__minus_00_dot_97_bar__plus_00_dot_21_bar__plus_01_dot_83 Toilet_bar__plus_00_dot_87_bar__plus_01_dot_13_bar__minus_02_dot_49)
  (objectAtLocation ToiletPaper_bar__minus_00_dot_97_bar__plus_00_dot_21_bar__plus_01_dot_83 loc_bar__minus_8_bar_0_bar_0_bar_0)
  (pickupable ToiletPaper_bar__minus_00_dot_97_bar__plus_00_dot_21_bar__plus_01_dot_83)
  (objectType ToiletPaper_bar__minus_02_dot_46_bar__plus_02_dot_48_bar__minus_00_dot_45 ToiletPaperType)
  (inReceptacle ToiletPaper_bar__minus_02_dot_46_bar__plus_02_dot_48_bar__minus_00_dot_45 CounterTop_bar__plus_00_dot_37_bar__minus_01_dot_92_bar__minus_01_dot_49)
  (objectAtLocation ToiletPaper_bar__minus_02_dot_46_bar__plus_02_dot_48_bar__minus_00_dot_45 loc_bar_1_bar_3_bar_1_bar_15)
  (pickupable ToiletPaper_bar__minus_02_dot_46_bar__plus_02_dot_48_bar__minus_00_dot_45)
  (objectType TissueBox_bar__minus_00_dot_45_bar__plus_01_dot_65_bar__plus_01_dot_84 TissueBoxType)
  (inReceptacle TissueBox_bar__minus_00_dot_45_bar__plus_01_dot_65_bar__plus_01_dot_84 Toilet_bar__plus_00_dot_87_bar__plus_01_dot_13_bar__minus_02_dot_49)
  (objectAtLocation TissueBox_bar__minus_00_dot_45_bar__plus_01_dot_65_bar__plus_01_dot_84 loc_bar__minus_8_bar_0_bar_0_bar_0)
  (pickupable TissueBox_bar__minus_00_dot_45_bar__plus_01_dot_65_bar__plus_01_dot_84)
  (objectType Cloth_bar__minus_02_dot_43_bar__plus_02_dot_39_bar__plus_02_dot_32 ClothType)
  (inReceptacle Cloth_bar__minus_02_dot_43_bar__plus_02_dot_39_bar__plus_02_dot_32 Sink_bar__plus_02_dot_01_bar__plus_01_dot_56_bar__plus_00_dot_94_bar_SinkBasin)
  (objectAtLocation Cloth_bar__minus_02_dot_43_bar__plus_02_dot_39_bar__plus_02_dot_32 loc_bar_3_bar_3_bar_2_bar_60)
  (pickupable Cloth_bar__minus_02_dot_43_bar__plus_02_dot_39_bar__plus_02_dot_32)
  (cleanable Cloth_bar__minus_02_dot_43_bar__plus_02_dot_39_bar__plus_02_dot_32)
  (objectType SprayBottle_bar__plus_00_dot_50_bar__plus_01_dot_84_bar__minus_01_dot_63 SprayBottleType)
  (inReceptacle SprayBottle_bar__plus_00_dot_50_bar__plus_01_dot_84_bar__minus_01_dot_63 Toilet_bar__plus_00_dot_87_bar__plus_01_dot_13_bar__minus_02_dot_49)
  (objectAtLocation SprayBottle_bar__plus_00_dot_50_bar__plus_01_dot_84_bar__minus_01_dot_63 loc_bar__minus_8_bar_0_bar_0_bar_0)
  (pickupable SprayBottle_bar__plus_00_dot_50_bar__plus_01_dot_84_bar__minus_01_dot_63)
  (objectType Candle_bar__minus_01_dot_25_bar__minus_01_dot_73_bar__minus_01_dot_30 CandleType)
  (inReceptacle Candle_bar__minus_01_dot_25_bar__minus_01_dot_73_bar__minus_01_dot_30 Shelf_bar__plus_00_dot_80_bar__plus_00_dot_48_bar__minus_00_dot_72)
  (objectAtLocation Candle_bar__minus_01_dot_25_bar__minus_01_dot_73_bar__minus_01_dot_30 loc_bar__minus_7_bar_6_bar_3_bar_0)
  (pickupable Candle_bar__minus_01_dot_25_bar__minus_01_dot_73_bar__minus_01_dot_30)
  (objectType SoapBar_bar__minus_01_dot_68_bar__minus_00_dot_66_bar__minus_01_dot_61 SoapBarType)
  (inReceptacle SoapBar_bar__minus_01_dot_68_bar__minus_00_dot_66_bar__minus_01_dot_61 CounterTop_bar__plus_00_dot_37_bar__minus_01_dot_92_bar__minus_01_dot_49)
  (objectAtLocation SoapBar_bar__minus_01_dot_68_bar__minus_00_dot_66_bar__minus_01_dot_61 loc_bar_1_bar_3_bar_1_bar_15)
  (pickupable SoapBar_bar__minus_01_dot_68_bar__minus_00_dot_66_bar__minus_01_dot_61)
  (cleanable SoapBar_bar__minus_01_dot_68_bar__minus_00_dot_66_bar__minus_01_dot_61)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o1 - object)
                (and
                    (objectType ?o1 ToiletPaperType)
                    (receptacleType ?r ShelfType)
                    (inReceptacle ?o1 ?r)
                    (exists (?o2 - object)
                        (and
                            (not (= ?o1 ?o2))
                            (objectType ?o2 ToiletPaperType)
                            (receptacleType ?r ShelfType)
                            (inReceptacle ?o2 ?r)
                        )
                    )
                )
            )
        )
    )
)
)
