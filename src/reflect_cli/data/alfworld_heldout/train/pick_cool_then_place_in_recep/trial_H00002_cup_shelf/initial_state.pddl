(define (problem plan_trial_H00002_cup_shelf)
(:domain alfred)
(:objects
  agent1 - agent
  BowlType - otype
  CupType - otype
  ForkType - otype
  TomatoType - otype
  CabinetType - rtype
  CounterTopType - rtype
  FridgeType - rtype
  GarbageCanType - rtype
  MicrowaveType - rtype
  ShelfType - rtype
  SinkBasinType - rtype
  Cup_bar__plus_00_dot_49_bar__minus_01_dot_20_bar__plus_01_dot_67 - object
  Fork_bar__minus_00_dot_25_bar__plus_01_dot_47_bar__plus_02_dot_28 - object
  Tomato_bar__plus_02_dot_01_bar__minus_02_dot_14_bar__minus_00_dot_95 - object
  Bowl_bar__plus_00_dot_98_bar__plus_01_dot_33_bar__minus_00_dot_40 - object
  Microwave_bar__plus_01_dot_14_bar__minus_01_dot_12_bar__minus_00_dot_36 - receptacle
  GarbageCan_bar__minus_02_dot_11_bar__plus_02_dot_03_bar__minus_00_dot_86 - receptacle
  Shelf_bar__plus_00_dot_55_bar__minus_01_dot_41_bar__minus_01_dot_99 - receptacle
  CounterTop_bar__minus_02_dot_31_bar__plus_01_dot_00_bar__minus_01_dot_96 - receptacle
  Cabinet_bar__plus_00_dot_54_bar__minus_00_dot_83_bar__plus_01_dot_56 - receptacle
  Sink_bar__plus_00_dot_57_bar__minus_01_dot_41_bar__plus_01_dot_92_bar_SinkBasin - receptacle
  Fridge_bar__plus_00_dot_51_bar__plus_00_dot_14_bar__minus_02_dot_43 - receptacle
  loc_bar_0_bar__minus_4_bar_0_bar_45 - location
  loc_bar_2_bar__minus_1_bar_3_bar_60 - location
  loc_bar__minus_1_bar_0_bar_2_bar_30 - location
  loc_bar__minus_2_bar_0_bar_3_bar_60 - location
  loc_bar__minus_5_bar__minus_5_bar_3_bar_30 - location
  loc_bar__minus_6_bar_6_bar_3_bar_0 - location
  loc_bar__minus_6_bar_6_bar_3_bar_60 - location
  loc_bar__minus_6_bar__minus_4_bar_0_bar_0 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar__minus_1_bar_0_bar_2_bar_30)
  (canContain CabinetType BowlType)
  (canContain CabinetType CupType)
  (canContain CabinetType ForkType)
  (canContain CabinetType TomatoType)
  (canContain CounterTopType BowlType)
  (canContain CounterTopType CupType)
  (canContain CounterTopType ForkType)
  (canContain CounterTopType TomatoType)
  (canContain FridgeType BowlType)
  (canContain FridgeType CupType)
  (canContain FridgeType TomatoType)
  (canContain GarbageCanType TomatoType)
  (canContain MicrowaveType BowlType)
  (canContain MicrowaveType CupType)
  (canContain MicrowaveType TomatoType)
  (canContain ShelfType BowlType)
  (canContain ShelfType CupType)
  (canContain ShelfType ForkType)
  (canContain ShelfType TomatoType)
  (canContain SinkBasinType BowlType)
  (canContain SinkBasinType CupType)
  (canContain SinkBasinType ForkType)
  (canContain SinkBasinType TomatoType)
  (receptacleType Microwave_bar__plus_01_dot_14_bar__minus_01_dot_12_bar__minus_00_dot_36 MicrowaveType)
  (receptacleAtLocation Microwave_bar__plus_01_dot_14_bar__minus_01_dot_12_bar__minus_00_dot_36 loc_bar__minus_6_bar__minus_4_bar_0_bar_0)
  (openable Microwave_bar__plus_01_dot_14_bar__minus_01_dot_12_bar__minus_00_dot_36)
  (receptacleType GarbageCan_bar__minus_02_dot_11_bar__plus_02_dot_03_bar__minus_00_dot_86 GarbageCanType)
  (receptacleAtLocation GarbageCan_bar__minus_02_dot_11_bar__plus_02_dot_03_bar__minus_00_dot_86 loc_bar__minus_6_bar_6_bar_3_bar_0)
  (receptacleType Shelf_bar__plus_00_dot_55_bar__minus_01_dot_41_bar__minus_01_dot_99 ShelfType)
  (receptacleAtLocation Shelf_bar__plus_00_dot_55_bar__minus_01_dot_41_bar__minus_01_dot_99 loc_bar_0_bar__minus_4_bar_0_bar_45)
  (receptacleType CounterTop_bar__minus_02_dot_31_bar__plus_01_dot_00_bar__minus_01_dot_96 CounterTopType)
  (receptacleAtLocation CounterTop_bar__minus_02_dot_31_bar__plus_01_dot_00_bar__minus_01_dot_96 loc_bar__minus_6_bar_6_bar_3_bar_60)
  (receptacleType Cabinet_bar__plus_00_dot_54_bar__minus_00_dot_83_bar__plus_01_dot_56 CabinetType)
  (receptacleAtLocation Cabinet_bar__plus_00_dot_54_bar__minus_00_dot_83_bar__plus_01_dot_56 loc_bar_2_bar__minus_1_bar_3_bar_60)
  (openable Cabinet_bar__plus_00_dot_54_bar__minus_00_dot_83_bar__plus_01_dot_56)
  (receptacleType Sink_bar__plus_00_dot_57_bar__minus_01_dot_41_bar__plus_01_dot_92_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__plus_00_dot_57_bar__minus_01_dot_41_bar__plus_01_dot_92_bar_SinkBasin loc_bar__minus_2_bar_0_bar_3_bar_60)
  (receptacleType Fridge_bar__plus_00_dot_51_bar__plus_00_dot_14_bar__minus_02_dot_43 FridgeType)
  (receptacleAtLocation Fridge_bar__plus_00_dot_51_bar__plus_00_dot_14_bar__minus_02_dot_43 loc_bar__minus_5_bar__minus_5_bar_3_bar_30)
  (openable Fridge_bar__plus_00_dot_51_bar__plus_00_dot_14_bar__minus_02_dot_43)
  (objectType Cup_bar__plus_00_dot_49_bar__minus_01_dot_20_bar__plus_01_dot_67 CupType)
  (inReceptacle Cup_bar__plus_00_dot_49_bar__minus_01_dot_20_bar__plus_01_dot_67 Sink_bar__plus_00_dot_57_bar__minus_01_dot_41_bar__plus_01_dot_92_bar_SinkBasin)
  (objectAtLocation Cup_bar__plus_00_dot_49_bar__minus_01_dot_20_bar__plus_01_dot_67 loc_bar__minus_2_bar_0_bar_3_bar_60)
  (pickupable Cup_bar__plus_00_dot_49_bar__minus_01_dot_20_bar__plus_01_dot_67)
  (cleanable Cup_bar__plus_00_dot_49_bar__minus_01_dot_20_bar__plus_01_dot_67)
  (heatable Cup_bar__plus_00_dot_49_bar__minus_01_dot_20_bar__plus_01_dot_67)
  (coolable Cup_bar__plus_00_dot_49_bar__minus_01_dot_20_bar__plus_01_dot_67)
  (objectType Fork_bar__minus_00_dot_25_bar__plus_01_dot_47_bar__plus_02_dot_28 ForkType)
  (inReceptacle Fork_bar__minus_00_dot_25_bar__plus_01_dot_47_bar__plus_02_dot_28 Shelf_bar__plus_00_dot_55_bar__minus_01_dot_41_bar__minus_01_dot_99)
  (objectAtLocation Fork_bar__minus_00_dot_25_bar__plus_01_dot_47_bar__plus_02_dot_28 loc_bar_0_bar__minus_4_bar_0_bar_45)
  (pickupable Fork_bar__minus_00_dot_25_bar__plus_01_dot_47_bar__plus_02_dot_28)
  (cleanable Fork_bar__minus_00_dot_25_bar__plus_01_dot_47_bar__plus_02_dot_28)
  (objectType Tomato_bar__plus_02_dot_01_bar__minus_02_dot_14_bar__minus_00_dot_95 TomatoType)
  (inReceptacle Tomato_bar__plus_02_dot_01_bar__minus_02_dot_14_bar__minus_00_dot_95 Microwave_bar__plus_01_dot_14_bar__minus_01_dot_12_bar__minus_00_dot_36)
  (objectAtLocation Tomato_bar__plus_02_dot_01_bar__minus_02_dot_14_bar__minus_00_dot_95 loc_bar__minus_6_bar__minus_4_bar_0_bar_0)
  (pickupable Tomato_bar__plus_02_dot_01_bar__minus_02_dot_14_bar__minus_00_dot_95)
  (cleanable Tomato_bar__plus_02_dot_01_bar__minus_02_dot_14_bar__minus_00_dot_95)
  (heatable Tomato_bar__plus_02_dot_01_bar__minus_02_dot_14_bar__minus_00_dot_95)
  (coolable Tomato_bar__plus_02_dot_01_bar__minus_02_dot_14_bar__minus_00_dot_95)
  (sliceable Tomato_bar__plus_02_dot_01_bar__minus_02_dot_14_bar__minus_00_dot_95)
  (objectType Bowl_bar__plus_00_dot_98_bar__plus_01_dot_33_bar__minus_00_dot_40 BowlType)
  (inReceptacle Bowl_bar__plus_00_dot_98_bar__plus_01_dot_33_bar__minus_00_dot_40 Sink_bar__plus_00_dot_57_bar__minus_01_dot_41_bar__plus_01_dot_92_bar_SinkBasin)
  (objectAtLocation Bowl_bar__plus_00_dot_98_bar__plus_01_dot_33_bar__minus_00_dot_40 loc_bar__minus_2_bar_0_bar_3_bar_60)
  (pickupable Bowl_bar__plus_00_dot_98_bar__plus_01_dot_33_bar__minus_00_dot_40)
  (cleanable Bowl_bar__plus_00_dot_98_bar__plus_01_dot_33_bar__minus_00_dot_40)
  (coolable Bowl_bar__plus_00_dot_98_bar__plus_01_dot_33_bar__minus_00_dot_40)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o CupType)
                    (receptacleType ?r ShelfType)
                    (coolable ?o)
                    (isCool ?o)
                )
            )
        )
    )
)
)
